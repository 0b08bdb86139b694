import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react';
import { useOffline, watchQueryNetwork } from './network';
import { installPreloadErrorReload } from './preload-error';
import { useUpdateAvailable } from './update-store';
import { whenIdle } from '../../lib/when-idle';
import './pwa.css';

installPreloadErrorReload();

/**
 * Mounted once by the shell: registers the service worker after the page has loaded, shows the
 * offline banner and the "New version available" prompt. (Announced public updates are heard from
 * boot on: src/app/boot.ts.)
 */
export function PwaChrome() {
  const qc = useQueryClient();
  useEffect(() => watchQueryNetwork(qc), [qc]);
  useEffect(() => {
    // after the page has loaded and painted: the worker's precache (over a megabyte) then does not
    // share the connections with the first screen's pictures, nor its task with their paint
    let cancelIdle = () => {};
    const start = () => {
      // at the latest 5 s after the load: a page never idle still gets its worker (offline start)
      cancelIdle = whenIdle(() => void import('./register').then((m) => m.registerServiceWorker()), { timeout: 5000 });
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      cancelIdle();
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
