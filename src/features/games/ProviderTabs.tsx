import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/react';
import { ErrorState, Skeleton } from '../../ui/EmptyState';
import { useTypeProviders } from './hooks';
import type { GamesSearch } from './search';

/**
 * /games' provider tabs, with ALL. They read the providers themselves: the providers come after the
 * page's first render (they are asked for once the systems are in), and a query's answer is rendered
 * at once, in one task; only the tabs render again then, not the whole page with its tiles.
 */
export function ProviderTabs({ type, system, title }: GamesSearch) {
  const { t } = useTranslation(['games', 'common']);
  const providers = useTypeProviders(type);
  return (
    <nav className="provider-tabs" aria-label={t('games:providers.label')} data-testid="provider-tabs">
      {providers.error ? (
        <ErrorState message={providers.error} onRetry={providers.retry} retryLabel={t('common:retry')} />
      ) : providers.isLoading ? (
        <div className="provider-row">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={44} width={84} style={{ flex: 'none', borderRadius: 999 }} />
          ))}
        </div>
      ) : providers.isEmpty ? (
        <p className="provider-empty">{t('games:providers.none')}</p>
      ) : (
        <ul className="provider-row">
          <li>
            <Link to="/games" search={{ type, title }} className="chip" aria-current={!system ? 'page' : undefined}>
              {t('games:providers.all')}
            </Link>
          </li>
          {providers.providers.map((p) => (
            <li key={p.platform}>
              <Link to="/games" search={{ type, system: p.platform, title }} className="chip" aria-current={system === p.platform ? 'page' : undefined}>
                {p.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
