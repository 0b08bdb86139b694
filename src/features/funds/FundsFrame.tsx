import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { useShown } from '../../i18n/use-shown';
import { Skeleton } from '../../ui/EmptyState';
import { QueryState } from '../../ui/QueryState';
import { Money } from '../../ui/Money';
import { MemberHeader } from '../account';
import { useTransactions } from './hooks';
import './funds.css';
import { PageMain, PageTitle } from '../../ui/PageMain';

/** The Funds screen: member header, heading, the Deposit and Withdrawal tabs, the deposit records list. */
export function FundsFrame({ tab, children }: { tab: 'deposit' | 'withdrawal'; children: ReactNode }) {
  const { t } = useTranslation('funds');
  return (
    <PageMain className="page funds-page">
      <MemberHeader />
      <PageTitle className="page-title">{t('title')}</PageTitle>
      <nav className="funds-tabs" aria-label={t('tabsLabel')}>
        <Link to="/deposit" className="funds-tab" aria-current={tab === 'deposit' ? 'page' : undefined}>
          {t('tabs.deposit')}
        </Link>
        <Link to="/withdrawal" className="funds-tab" aria-current={tab === 'withdrawal' ? 'page' : undefined}>
          {t('tabs.withdrawal')}
        </Link>
      </nav>
      {children}
      <DepositRecords />
    </PageMain>
  );
}

const RECORDS_SHOWN = 5;

/** The latest deposits with a More link to the transaction records; No Data when none. */
function DepositRecords() {
  const { t } = useTranslation(['funds', 'common']);
  const fmt = useShown();
  const q = useTransactions();
  const deposits = (q.data?.data ?? []).filter((x) => x.action === 'deposit');
  return (
    <section className="funds-records" aria-labelledby="deposit-records-title">
      <div className="funds-records-head">
        <h2 id="deposit-records-title">{t('records.title')}</h2>
        <Link to="/transaction-record" className="funds-more">
          {t('records.more')}
        </Link>
      </div>
      <QueryState
        query={q}
        loading={
          <div className="funds-records-list">
            <Skeleton height={52} />
            <Skeleton height={52} style={{ marginTop: 8 }} />
          </div>
        }
        error={t('records.error')}
        isEmpty={() => deposits.length === 0}
      >
        {() => (
          <ul className="funds-records-list" data-testid="deposit-records">
            {deposits.slice(0, RECORDS_SHOWN).map((d) => (
              <li key={d.id}>
                <div>
                  <strong>
                    <Money value={d.amount} />
                  </strong>
                  <small>
                    {d.payment_method?.name ?? t('records.agent')} · {fmt.dateTimeZone(d.created_at)}
                  </small>
                </div>
                <span className="status-tag" data-status={d.key}>
                  {t(`records.status${d.key}`)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
