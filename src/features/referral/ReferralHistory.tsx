import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { errorText } from '../../api';
import { Skeleton } from '../../ui/EmptyState';
import { QueryState } from '../../ui/QueryState';
import { Money } from '../../ui/Money';
import './referral.css';
import { referralQueries } from '../../api/calls/referral';

/** The reward history of the player's referrals. */
export function History({ remoteId }: { remoteId: string }) {
  const { t } = useTranslation('referral');
  const q = useQuery({ ...referralQueries.history(remoteId), enabled: !!remoteId });
  return (
    <QueryState query={q} loading={<Skeleton height={220} />} error={(e) => errorText(e, t('loadError'))} isEmpty={(d) => d.data.length === 0}>
      {({ data: rows }) => (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (axe scrollable-region-focusable)
        <section className="mp-table-wrap" aria-label={t('tabs.history')} tabIndex={0}>
          <table className="mp-table">
            <thead>
              <tr>
                <th scope="col">{t('history.date')}</th>
                <th scope="col">{t('history.turnover')}</th>
                <th scope="col">{t('history.cashReward')}</th>
                <th scope="col">{t('history.status')}</th>
                <th scope="col">{t('history.details')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td>{r.date}</td>
                  <td>
                    <Money value={r.turnover} />
                  </td>
                  <td>
                    <Money value={r.cashReward} />
                  </td>
                  <td>
                    <span className="mp-tag" data-tone={r.status === 'claimed' ? 'success' : r.status === 'claimable' ? 'pending' : 'neutral'}>
                      {t(`history.status_${r.status}`)}
                    </span>
                  </td>
                  <td>{r.details}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </QueryState>
  );
}
