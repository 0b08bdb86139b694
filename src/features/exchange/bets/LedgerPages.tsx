import { useQuery } from '@tanstack/react-query';
import { betQueries } from '../../../api/calls/exchange-bets';
import type { TFunction } from '../../../i18n';
import { useTranslation } from '../../../i18n/react';
import { Money } from '../../../ui/Money';
import { ExchangeLayout } from '../ExchangeLayout';
import { DhakaAt, NetAmount } from './BetCard';
import { ListSkeleton, NoData } from '../ListStates';
import { QueryState } from '../../../ui/QueryState';

/** A ledger row's kind in the player's words (a kind the app does not know yet reads Other). */
function ledgerKind(t: TFunction, kind: string): string {
  return t(`overview.kinds.${kind}`, { defaultValue: t('overview.kinds.other') });
}

/** /exchange-balance: the player's ledger rows, newest first, each with the balance after it. */
export function BalanceOverviewPage() {
  const { t } = useTranslation('exchange');
  const q = useQuery(betQueries.statement());
  return (
    <ExchangeLayout title={t('overview.title')}>
      <QueryState query={q} loading={<ListSkeleton rows={3} />} error={t('bets.loadError')} isEmpty={(d) => d.data.length === 0} empty={<NoData />}>
        {({ data: rows }) => (
          <table className="xc-table">
            <thead>
              <tr>
                <th scope="col">{t('overview.time')}</th>
                <th scope="col">{t('overview.kind')}</th>
                <th scope="col" className="num">
                  {t('overview.amount')}
                </th>
                <th scope="col" className="num">
                  {t('overview.after')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} data-testid="ledger-row">
                  <td>
                    <DhakaAt at={r.created_at} />
                  </td>
                  <td>{ledgerKind(t, r.kind)}</td>
                  <td className="num">
                    <NetAmount value={r.amount} />
                  </td>
                  <td className="num">
                    <Money value={r.balance_after} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
    </ExchangeLayout>
  );
}

/** /exchange-activity: logins and bets, times in Dhaka (GMT+6). */
export function ActivityLogPage() {
  const { t } = useTranslation('exchange');
  const q = useQuery(betQueries.activity());
  return (
    <ExchangeLayout title={t('activity.title')}>
      <QueryState query={q} loading={<ListSkeleton rows={3} />} error={t('bets.loadError')} isEmpty={(d) => d.data.length === 0} empty={<NoData />}>
        {({ data: rows }) => (
          <ul className="xc-betlist">
            {rows.map((r, i) => (
              <li key={`${r.at}-${i}`} className="xc-bet" data-testid="activity-row">
                <div className="xc-bet-top">
                  <strong>{t(`activity.${r.kind}`)}</strong>
                  <small>
                    <DhakaAt at={r.at} />
                  </small>
                </div>
                {r.detail && <div>{r.detail}</div>}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </ExchangeLayout>
  );
}
