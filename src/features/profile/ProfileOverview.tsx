import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/react';
import { errorText, imageSrc, publicQueries } from '../../api';
import { dhakaDateTime, dhakaDay } from '../../lib/dhaka-time';
import { EmptyState, ErrorState, Skeleton } from '../../ui/EmptyState';
import { useSessionValue } from '../../session';
import { useUser } from '../account';
import './profile.css';
import { memberQueries } from '../../api/queries-member';
import { Pending } from '../pwa';

/* The profile's overview block (last login, deposit and withdrawal times) and its promotions slider. */
export function Overview() {
  const { t } = useTranslation(['profile', 'common']);
  const remoteId = useSessionValue('remote_id') ?? '';
  const user = useUser();
  const txs = useQuery({ ...memberQueries.transactions(remoteId), enabled: remoteId !== '' });
  const list = txs.data?.data ?? [];
  const lastDeposit = list.find((x) => x.action === 'deposit');
  const lastWithdraw = list.find((x) => x.action === 'withdraw');
  const u = user.data?.data;
  // a failed load is said so: no "Deposit now" or "No Data" as if the player had never deposited
  const userFailed = user.isError && !u;
  const txsFailed = txs.isError && !txs.data;
  const retry = () => {
    if (userFailed) void user.refetch();
    if (txsFailed) void txs.refetch();
  };
  return (
    <section className="pf-card" aria-labelledby="pf-overview">
      <h2 id="pf-overview">{t('overview.title')}</h2>
      {userFailed || txsFailed ? (
        <ErrorState message={errorText(userFailed ? user.error : txs.error, t('overview.error'))} onRetry={retry} retryLabel={t('common:retry')} />
      ) : !u || txs.isPending ? (
        <Pending paused={user.isPaused || txs.isPaused}>
          <Skeleton height={120} />
        </Pending>
      ) : (
        <dl className="pf-overview">
          <div>
            <dt>{t('overview.lastLogin')}</dt>
            <dd>{u.last_login_at ? `${dhakaDateTime(u.last_login_at)} GMT+6` : t('common:noData')}</dd>
          </div>
          <div>
            <dt>{t('overview.lastDeposit')}</dt>
            <dd>
              {lastDeposit ? (
                `${dhakaDateTime(lastDeposit.created_at)} GMT+6`
              ) : (
                <Link to="/deposit" className="btn btn-primary pf-small-btn">
                  {t('overview.depositNow')}
                </Link>
              )}
            </dd>
          </div>
          <div>
            <dt>{t('overview.lastWithdrawal')}</dt>
            <dd>{lastWithdraw ? `${dhakaDateTime(lastWithdraw.created_at)} GMT+6` : t('common:noData')}</dd>
          </div>
          <div>
            <dt>{t('overview.registered')}</dt>
            <dd>{dhakaDay(u.created_at)}</dd>
          </div>
        </dl>
      )}
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
      {q.isLoading ? (
        <Skeleton height={120} />
      ) : q.isError && !q.data ? (
        <ErrorState message={errorText(q.error, t('promotions.error'))} onRetry={() => void q.refetch()} retryLabel={t('common:retry')} />
      ) : promos.length === 0 ? (
        <EmptyState>{t('common:noData')}</EmptyState>
      ) : (
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
    </section>
  );
}
