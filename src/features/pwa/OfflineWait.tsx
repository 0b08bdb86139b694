import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';

/**
 * In place of a loading skeleton when the data was never loaded and the network is gone: the
 * request waits for the connection (it is not stored offline), so the screen says so.
 */
export function OfflineWait() {
  const { t } = useTranslation('pwa');
  return (
    <p className="empty" role="status">
      {t('offlineWait')}
    </p>
  );
}

/** A query's loading placeholder (`children`), or the offline note while that query waits for the network. */
export function Pending({ paused, children }: { paused: boolean; children: ReactNode }) {
  return paused ? <OfflineWait /> : children;
}
