import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useShown } from '../../i18n/use-shown';
import type { Shown } from '../../lib/shown-numbers';
import { errorText } from '../../api';
import type { TransactionItem } from '../../api/contract/transactions';
import { useSessionValue } from '../../session';
import { Skeleton } from '../../ui/EmptyState';
import { QueryState } from '../../ui/QueryState';
import { Money } from '../../ui/Money';
import { PageMain } from '../../ui/PageMain';
import { Pager, pageOf } from '../../ui/Pager';
import { BackHeader } from '../../ui/BackHeader';
import { DEFAULT_TX_FILTERS, filterTransactions, groupByDhakaDay, type TxFilters } from './logic';
import { TransactionDetail } from './TransactionDetail';
import { actionKey, STATUS_TONE } from './tx-labels';
import './records.css';
import { transactionQueries } from '../../api/calls/transactions';

function useTransactions() {
  const remoteId = useSessionValue('remote_id') ?? '';
  return useQuery({ ...transactionQueries.transactions(remoteId), enabled: !!remoteId });
}

/** Type, status and date: each choice goes back to the first page. */
function TransactionFilters({
  filters,
  onChange,
}: {
  filters: TxFilters;
  onChange: (k: keyof TxFilters) => (e: React.ChangeEvent<HTMLSelectElement>) => void;
}) {
  const { t } = useTranslation('records');
  return (
    <fieldset className="card mp-filters tx-filters">
      <legend className="visually-hidden">{t('filters')}</legend>
      <div className="field">
        <label htmlFor="tx-type">{t('tx.type')}</label>
        <select id="tx-type" value={filters.type} onChange={onChange('type')}>
          <option value="all">{t('all')}</option>
          <option value="deposit">{t('tx.deposit')}</option>
          <option value="withdrawal">{t('tx.withdrawal')}</option>
          <option value="adjustment">{t('tx.adjustment')}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="tx-status">{t('tx.status')}</label>
        <select id="tx-status" value={String(filters.status)} onChange={onChange('status')}>
          <option value="all">{t('all')}</option>
          <option value="0">{t('tx.status_0')}</option>
          <option value="1">{t('tx.status_1')}</option>
          <option value="2">{t('tx.status_2')}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="tx-date">{t('date.label')}</label>
        <select id="tx-date" value={filters.date} onChange={onChange('date')}>
          <option value="all">{t('all')}</option>
          <option value="0">{t('date.today')}</option>
          <option value="1">{t('date.yesterday')}</option>
          <option value="7">{t('date.last7')}</option>
        </select>
      </div>
    </fieldset>
  );
}

/** The mobile list: a card per transaction under its Dhaka day. */
function TransactionDayList({ list, fmt }: { list: readonly TransactionItem[]; fmt: Shown }) {
  const { t } = useTranslation('records');
  return (
    <div aria-live="polite">
      {groupByDhakaDay(list).map((g) => (
        <section key={g.day} aria-label={fmt.digits(g.day)}>
          <h2 className="mp-day">
            {fmt.digits(g.day)} ({fmt.zone})
          </h2>
          <ul className="mp-list">
            {g.items.map((x) => (
              <li key={x.id}>
                <Link to="/transaction-record" search={{ id: x.id }} className="mp-card tx-row" data-testid="tx-row">
                  <span className="tx-type">{t(actionKey(x.action))}</span>
                  <span className="tx-amount">
                    <Money value={x.amount} />
                  </span>
                  <span className="tx-time">{fmt.clock(x.created_at)}</span>
                  <span className="mp-tag" data-tone={STATUS_TONE[x.key]}>
                    {t(`tx.status_${x.key}`)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/**
 * Transaction records: day-grouped cards on mobile; on the desktop account tab (`table`) a table
 * with 10, 25, 50 or 100 rows per page.
 */
export function TransactionRecordsPage({ detailId, variant = 'list' }: { detailId?: number | undefined; variant?: 'list' | 'table' }) {
  const { t } = useTranslation('records');
  const fmt = useShown();
  const q = useTransactions();
  const [filters, setFilters] = useState<TxFilters>(DEFAULT_TX_FILTERS);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(10);

  if (detailId !== undefined) {
    const item = q.data?.data.find((x) => x.id === detailId);
    return (
      <PageMain className="page">
        <BackHeader title={t('tx.detailTitle')} to="/transaction-record" backLabel={t('tx.backToList')} />
        <QueryState query={q} loading={<Skeleton height={240} />} error={(e) => errorText(e, t('loadError'))} isEmpty={() => !item}>
          {() => item && <TransactionDetail tx={item} />}
        </QueryState>
      </PageMain>
    );
  }

  const list = q.data ? filterTransactions(q.data.data, filters) : [];
  const set = (k: keyof TxFilters) => (e: React.ChangeEvent<HTMLSelectElement>) => {
    const v = e.target.value;
    setFilters({ ...filters, [k]: k === 'status' && v !== 'all' ? Number(v) : v });
    setPage(1);
  };
  return (
    <PageMain className="page">
      <BackHeader title={t('tx.title')} />
      <TransactionFilters filters={filters} onChange={set} />
      <QueryState
        query={q}
        loading={
          <div style={{ display: 'grid', gap: 12 }} aria-busy="true">
            <Skeleton height={72} />
            <Skeleton height={72} />
            <Skeleton height={72} />
          </div>
        }
        error={(e) => errorText(e, t('loadError'))}
        isEmpty={() => list.length === 0}
      >
        {() =>
          variant === 'table' ? (
            <TransactionTable
              list={list}
              page={page}
              perPage={perPage}
              onPage={setPage}
              onPerPage={(n) => {
                setPerPage(n);
                setPage(1);
              }}
            />
          ) : (
            <TransactionDayList list={list} fmt={fmt} />
          )
        }
      </QueryState>
    </PageMain>
  );
}

function TransactionTable(p: { list: readonly TransactionItem[]; page: number; perPage: number; onPage: (n: number) => void; onPerPage: (n: number) => void }) {
  const { t } = useTranslation(['records', 'common']);
  const fmt = useShown();
  const { rows, page, lastPage } = pageOf(p.list, p.page, p.perPage);
  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (axe scrollable-region-focusable) */}
      <section className="mp-table-wrap" aria-label={t('tx.listTable')} tabIndex={0}>
        <table className="mp-table tx-table" data-testid="tx-table">
          <thead>
            <tr>
              <th scope="col">{t('tx.rowNumber')}</th>
              <th scope="col">{t('tx.type')}</th>
              <th scope="col">{t('tx.no')}</th>
              <th scope="col">{t('tx.amount')}</th>
              <th scope="col">
                {t('tx.txnDate')} ({fmt.zone})
              </th>
              <th scope="col">{t('tx.status')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('tx.details')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((x, i) => (
              <tr key={x.id} data-testid="tx-row">
                <td>{fmt.digits((page - 1) * p.perPage + i + 1)}</td>
                <td>{t(actionKey(x.action))}</td>
                <td translate="no">{x.transaction_id ?? `#${x.id}`}</td>
                <td>
                  <Money value={x.amount} />
                </td>
                <td>{fmt.dateTime(x.created_at)}</td>
                <td>
                  <span className="mp-tag" data-tone={STATUS_TONE[x.key]}>
                    {t(`tx.status_${x.key}`)}
                  </span>
                </td>
                <td>
                  <Link to="/transaction-record" search={{ id: x.id }} aria-label={t('tx.detailsOf', { type: t(actionKey(x.action)), amount: x.amount })}>
                    {t('tx.details')}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <Pager
        page={page}
        lastPage={lastPage}
        perPage={p.perPage}
        onPage={p.onPage}
        onPerPage={p.onPerPage}
        text={{
          prev: t('common:pager.prev'),
          next: t('common:pager.next'),
          pageOf: t('common:pager.pageOf', { page, last: lastPage }),
          pageSize: t('common:pager.pageSize'),
        }}
      />
    </>
  );
}
