import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useShown } from '../../i18n/use-shown';
import { errorText } from '../../api';
import type { DateCode, ExchangeRecordItem } from '../../api/contract/records';
import { useSessionValue } from '../../session';
import { Modal } from '../../ui/Modal';
import { Money } from '../../ui/Money';
import { dateOptions, Select } from './record-filters';
import { DhakaTime, PL, Rows } from './record-values';
import { RecordsLoading } from './RecordsLoading';
import { toPaisa } from '../../lib/paisa';
import { recordQueries } from '../../api/calls/records';
import { QueryState } from '../../ui/QueryState';

type ExStatus = 'all' | 'open' | 'WON' | 'LOST' | 'VOID' | 'CANCELLED';

/** Exchange bets with status and date filters; a bet opens its detail (timeline or table). */
const TONE: Record<ExchangeRecordItem['status'], string> = { open: 'neutral', WON: 'success', LOST: 'danger', VOID: 'neutral', CANCELLED: 'neutral' };

export function ExchangeRecords() {
  const { t } = useTranslation('records');
  const remoteId = useSessionValue('remote_id') ?? '';
  const [draft, setDraft] = useState<{ status: ExStatus; date: DateCode }>({ status: 'all', date: '7' });
  const [applied, setApplied] = useState(draft);
  const [detail, setDetail] = useState<ExchangeRecordItem | null>(null);
  const q = useQuery({ ...recordQueries.exchange(remoteId, applied.status, applied.date), enabled: !!remoteId });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setApplied(draft);
    if (JSON.stringify(draft) === JSON.stringify(applied)) void q.refetch();
  };
  return (
    <>
      <form className="card mp-filters" onSubmit={submit} aria-label={t('filters')}>
        <Select
          label={t('exchange.status')}
          value={draft.status}
          onChange={(status) => setDraft({ ...draft, status: status as ExStatus })}
          options={[
            ['all', t('all')],
            ['open', t('exchange.open')],
            ['WON', t('exchange.won')],
            ['LOST', t('exchange.lost')],
            ['VOID', t('exchange.void')],
            ['CANCELLED', t('exchange.cancelled')],
          ]}
        />
        <Select label={t('date.label')} value={draft.date} onChange={(date) => setDraft({ ...draft, date: date as DateCode })} options={dateOptions(t)} />
        <button type="submit" className="btn btn-primary btn-block mp-submit" disabled={q.isFetching}>
          {t('submit')}
        </button>
      </form>
      <QueryState query={q} loading={<RecordsLoading />} error={(e) => errorText(e, t('loadError'))} isEmpty={(d) => d.data.length === 0}>
        {({ data: rows }) => (
          <ul className="mp-list">
            {rows.map((x) => (
              <li key={x.id}>
                <button type="button" className="mp-card rec-ex" onClick={() => setDetail(x)}>
                  <span className="rec-ex-top">
                    <span className="mp-strong">{x.event_name}</span>
                    <span className="mp-tag" data-tone={TONE[x.status]}>
                      {t(`exchange.status_${x.status}`)}
                    </span>
                    {x.cash_out === 1 && <span className="mp-tag">{t('exchange.cashOut')}</span>}
                  </span>
                  <span className="mp-row">
                    <span>
                      {x.market_name} · {x.selection_name}
                    </span>
                    <span className={`rec-side rec-${x.bet_type}`}>{t(`exchange.${x.bet_type}`)}</span>
                  </span>
                  <Rows
                    as="span"
                    rows={[
                      [t('exchange.stake'), <Money key="s" value={x.stake} />],
                      [t('exchange.netPL'), <PL key="p" paisa={toPaisa(x.net_profit_loss)} />],
                      [t('exchange.placed'), <DhakaTime key="t" at={x.created_at} />],
                    ]}
                  />
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {detail && <ExchangeDetail record={detail} onClose={() => setDetail(null)} />}
    </>
  );
}

function ExchangeDetail({ record: x, onClose }: { record: ExchangeRecordItem; onClose: () => void }) {
  const { t } = useTranslation('records');
  const fmt = useShown();
  const [view, setView] = useState<'timeline' | 'table'>('timeline');
  const rows: Array<[string, React.ReactNode]> = [
    [t('exchange.transactionId'), x.transaction_id],
    [t('exchange.event'), x.event_name],
    [t('exchange.market'), x.market_name],
    [t('exchange.selection'), x.selection_name],
    [t('exchange.betType'), t(`exchange.${x.bet_type}`)],
    [t('exchange.odds'), fmt.digits(x.odds)],
    ...(x.run ? [[t('exchange.run'), fmt.digits(x.run)] as [string, string]] : []),
    [t('exchange.stake'), <Money key="s" value={x.stake} />],
    [t('exchange.potentialProfit'), <Money key="p" value={x.potential_profit} />],
    [t('exchange.potentialLiability'), <Money key="l" value={x.potential_liability} />],
    [t('exchange.netPL'), <PL key="n" paisa={toPaisa(x.net_profit_loss)} />],
    [t('exchange.status'), t(`exchange.status_${x.status}`)],
  ];
  return (
    <Modal open title={t('exchange.detailTitle')} onClose={onClose} closeLabel={t('close')}>
      <fieldset className="mp-toggle">
        <legend className="visually-hidden">{t('exchange.view')}</legend>
        <button type="button" aria-pressed={view === 'timeline'} onClick={() => setView('timeline')}>
          {t('exchange.timeline')}
        </button>
        <button type="button" aria-pressed={view === 'table'} onClick={() => setView('table')}>
          {t('exchange.table')}
        </button>
      </fieldset>
      {view === 'timeline' ? (
        <ol className="mp-timeline">
          <li data-state="done">
            <strong>{t('exchange.stepPlaced')}</strong>
            <small>{fmt.dateTimeZone(x.created_at)}</small>
            <div className="mp-muted">
              {t(`exchange.${x.bet_type}`)} {x.selection_name} @ {x.odds} · <Money value={x.stake} />
            </div>
          </li>
          <li data-state={x.status === 'open' ? 'current' : 'done'}>
            <strong>{t('exchange.stepMatched')}</strong>
            <small>{x.market_name}</small>
          </li>
          <li data-state={x.status === 'open' ? undefined : x.status === 'WON' ? 'done' : 'failed'}>
            <strong>{x.status === 'open' ? t('exchange.stepAwaiting') : t(`exchange.status_${x.status}`)}</strong>
            {x.settled_at && <small>{fmt.dateTimeZone(x.settled_at)}</small>}
          </li>
        </ol>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (axe scrollable-region-focusable)
        <section className="mp-table-wrap" aria-label={t('exchange.table')} tabIndex={0}>
          <table className="mp-table">
            <tbody>
              {rows.map(([k, v]) => (
                <tr key={k}>
                  <th scope="row">{k}</th>
                  <td>{v}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </Modal>
  );
}
