import { useTranslation } from '../../i18n/react';
import { ErrorState } from '../../ui/EmptyState';

/** In place of a redirect when the market-block check failed: the player may be blocked, so nobody is sent on. */
export function MarketCheckFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['market', 'common']);
  return <ErrorState message={t('checkFailed')} onRetry={onRetry} retryLabel={t('common:retry')} />;
}
