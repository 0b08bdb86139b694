import { useTranslation } from '../../i18n/react';
import { useShown } from '../../i18n/use-shown';
import { SPORTS } from '../../api/contract/exchange';
import { QueryState } from '../../ui/QueryState';
import { EventRow, SportIcon } from './EventList';
import { ExchangeLayout } from './ExchangeLayout';
import { useSportsEvents } from './hooks';
import { ListSkeleton, SportError } from './ListStates';
import { byStart } from './logic/events';

/** /exchange-sports: the three sports, each listing its open events (folded sections). */
export function ExchangeSportsPage() {
  const { t } = useTranslation(['exchange', 'common']);
  const fmt = useShown();
  const { failed, query, retry } = useSportsEvents();
  return (
    <ExchangeLayout title={t('sports.title')}>
      <QueryState query={query} loading={<ListSkeleton rows={3} />} error={t('loadError')}>
        {(events) =>
          SPORTS.map((sport) => {
            const list = events.filter((e) => e.sport === sport && e.Status !== 'closed').sort(byStart);
            const down = failed.includes(sport);
            return (
              <details key={sport} className="xc-sport" open={sport === 'cricket' || down}>
                <summary>
                  <SportIcon sport={sport} />
                  <span className="xc-sport-name">{t(`sport.${sport}`)}</span>
                  {!down && <span className="xc-count">{fmt.digits(list.length)}</span>}
                </summary>
                {down ? (
                  <SportError sport={sport} onRetry={() => retry(sport)} />
                ) : list.length === 0 ? (
                  <p className="empty">{t('common:noData')}</p>
                ) : (
                  <ul className="xc-events">
                    {list.map((e) => (
                      <EventRow key={e.EventId} e={e} inplay={e.Status === 'inplay'} previousPath="/exchange-sports" />
                    ))}
                  </ul>
                )}
              </details>
            );
          })
        }
      </QueryState>
    </ExchangeLayout>
  );
}
