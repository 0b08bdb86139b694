import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/react';
import { useShown } from '../../i18n/use-shown';
import { errorText, imageSrc, publicQueries } from '../../api';
import { Skeleton } from '../../ui/EmptyState';
import { allOf, QueryState } from '../../ui/QueryState';
import { useSessionValue } from '../../session';
import { useUser } from '../account';
import './profile.css';
import { transactionQueries } from '../../api/calls/transactions';

/* The profile's overview block (last login, deposit and withdrawal times) and its promotions slider. */
export function Overview() {
  const { t } = useTranslation(['profile', 'common']);
  const fmt = useShown();
  const remoteId = useSessionValue('remote_id') ?? '';
  const user = useUser();
  const txs = useQuery({ ...transactionQueries.transactions(remoteId), enabled: remoteId !== '' });
  const list = txs.data?.data ?? [];
  const lastDeposit = list.find((x) => x.action === 'deposit');
  const lastWithdraw = list.find((x) => x.action === 'withdraw');
  return (
    <section className="pf-card" aria-labelledby="pf-overview">
      <h2 id="pf-overview">{t('overview.title')}</h2>
      {/* a failed load is said so: no "Deposit now" or "No Data" as if the player had never deposited */}
      <QueryState query={allOf(user, txs)} loading={<Skeleton height={120} />} error={(e) => errorText(e, t('overview.error'))}>
        {([{ data: u }]) => (
          <dl className="pf-overview">
            <div>
              <dt>{t('overview.lastLogin')}</dt>
              <dd>{u.last_login_at ? fmt.dateTimeZone(u.last_login_at) : t('common:noData')}</dd>
            </div>
            <div>
              <dt>{t('overview.lastDeposit')}</dt>
              <dd>
                {lastDeposit ? (
                  fmt.dateTimeZone(lastDeposit.created_at)
                ) : (
                  <Link to="/deposit" className="btn btn-primary pf-small-btn">
                    {t('overview.depositNow')}
                  </Link>
                )}
              </dd>
            </div>
            <div>
              <dt>{t('overview.lastWithdrawal')}</dt>
              <dd>{lastWithdraw ? fmt.dateTimeZone(lastWithdraw.created_at) : t('common:noData')}</dd>
            </div>
            <div>
              <dt>{t('overview.registered')}</dt>
              <dd>{fmt.day(u.created_at)}</dd>
            </div>
          </dl>
        )}
      </QueryState>
    </section>
  );
}

export function PromotionsSlider() {
  const { t } = useTranslation(['profile', 'common']);
  const q = useQuery(publicQueries.promotions());
  const promos = (q.data ?? []).filter((p) => p.status === 'display').slice(0, 8);
  return (
    <section className="pf-card" aria-labelledby="pf-promos">
      <div className="pf-head">
        <h2 id="pf-promos">{t('promotions.title')}</h2>
        <Link to="/promotions" className="pf-more">
          {t('promotions.all')}
        </Link>
      </div>
      <QueryState query={q} loading={<Skeleton height={120} />} error={(e) => errorText(e, t('promotions.error'))} isEmpty={() => promos.length === 0}>
        {() => (
          <ul className="pf-slider">
            {promos.map((p) => (
              <li key={p.id}>
                <Link to="/promotions" className="pf-slide">
                  <img src={imageSrc(p.thumbnail)} alt="" loading="lazy" width={240} height={120} />
                  <span>{p.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
