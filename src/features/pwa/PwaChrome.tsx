import { useIsRestoring, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useOffline, watchQueryNetwork } from './network';
import { installPreloadErrorReload } from './preload-error';
import { listenForPublicUpdates, registerServiceWorker, useUpdateAvailable } from './register';
import './pwa.css';

installPreloadErrorReload();

/**
 * Mounted once by the shell: registers the service worker after the first paint, shows the offline
 * banner and the "New version available" prompt.
 */
export function PwaChrome() {
  const qc = useQueryClient();
  useEffect(() => watchQueryNetwork(qc), [qc]);
  useEffect(() => listenForPublicUpdates(qc), [qc]);
  // the general settings restored from IndexedDB may be fresh by their staleTime, yet a switch to
  // maintenance must show on this start: ask once (the service worker answers from its cache and
  // revalidates; a changed answer is announced and refetched)
  const restoring = useIsRestoring();
  useEffect(() => {
    if (!restoring) void qc.invalidateQueries({ queryKey: ['general'] });
  }, [restoring, qc]);
  useEffect(() => {
    const start = () => void registerServiceWorker(qc);
    if (document.readyState === 'complete') start();
    else {
      window.addEventListener('load', start, { once: true });
      return () => window.removeEventListener('load', start);
    }
  }, [qc]);
  return (
    <>
      <OfflineBanner />
      <UpdatePrompt />
    </>
  );
}

export function OfflineBanner() {
  const { t } = useTranslation('pwa');
  const offline = useOffline();
  if (!offline) return null;
  return (
    <div className="pwa-offline" role="status" data-testid="offline-banner">
      <span aria-hidden="true">⚠</span> {t('offline')}
    </div>
  );
}

export function UpdatePrompt() {
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
