import { Link } from '@tanstack/react-router';
import type { SportName } from '../../api/contract/exchange';
import { useTranslation } from '../../i18n/react';
import { useOffline } from '../pwa';
import { OfflineWait } from '../../ui/QueryState';
import { EmptyState, ErrorState, Skeleton } from '../../ui/EmptyState';

export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div className="xc-skeleton" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={58} style={{ marginBottom: 8 }} />
      ))}
    </div>
  );
}

/** One sport's events could not be loaded: the others still show; Retry asks for this one again. */
export function SportError({ sport, onRetry }: { sport: SportName; onRetry: () => void }) {
  const { t } = useTranslation(['exchange', 'common']);
  return <ErrorState message={t('exchange:sportError', { sport: t(`exchange:sport.${sport}`) })} onRetry={onRetry} retryLabel={t('common:retry')} />;
}

/** Empty; offline, the list may only be unknown (odds are never stored), so it says that instead. */
export function NoData() {
  const { t } = useTranslation('common');
  const offline = useOffline();
  return offline ? <OfflineWait /> : <EmptyState>{t('noData')}</EmptyState>;
}

/** Nothing to show here yet: says why and leads to the in-play list, where a match is chosen. */
export function ToInplay({ message, label }: { message: string; label: string }) {
  return (
    <div className="empty">
      <p>{message}</p>
      <Link to="/exchange-inplay" className="btn btn-primary">
        {label}
      </Link>
    </div>
  );
}
