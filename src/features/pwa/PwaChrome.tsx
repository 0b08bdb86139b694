import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react';
import { useOffline, watchQueryNetwork } from './network';
import { installPreloadErrorReload } from './preload-error';
import { useUpdateAvailable } from './update-store';
import { whenNetworkQuiet } from '../../lib/when-quiet';
import './pwa.css';

installPreloadErrorReload();

/**
 * Mounted once by the shell: registers the service worker after the page has loaded, shows the
 * offline banner and the "New version available" prompt. (Announced public updates are heard from
 * boot on: src/boot/boot.ts.)
 */
export function PwaChrome() {
  const qc = useQueryClient();
  useEffect(() => watchQueryNetwork(qc), [qc]);
  useEffect(() => {
    // once the page has loaded and its first wave of requests is over: the worker's precache (over a
    // megabyte) then shares neither the connections with the first screen's pictures nor a slow
    // phone's CPU with its render (at the latest 10 s on: a page that keeps loading still gets it)
    let cancel = () => {};
    const start = () => {
      // a chunk that cannot load (the connection dropped meanwhile) leaves the page without a worker until its next start
      cancel = whenNetworkQuiet(
        () =>
          void import('./register').then(
            (m) => m.registerServiceWorker(),
            () => undefined,
          ),
      );
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      cancel();
    };
  }, []);
  return (
    <>
      <OfflineBanner />
      <UpdatePrompt />
    </>
  );
}

function OfflineBanner() {
  const { t } = useTranslation('pwa');
  const offline = useOffline();
  if (!offline) return null;
  return (
    <div className="pwa-offline" role="status" data-testid="offline-banner">
      <span aria-hidden="true">⚠</span> {t('offline')}
    </div>
  );
}

function UpdatePrompt() {
  const { t } = useTranslation('pwa');
  const apply = useUpdateAvailable();
  if (!apply) return null;
  return (
    <div className="pwa-update" role="alert">
      <span>{t('update.available')}</span>
      <button type="button" className="btn btn-primary" onClick={apply}>
        {t('update.reload')}
      </button>
    </div>
  );
}
