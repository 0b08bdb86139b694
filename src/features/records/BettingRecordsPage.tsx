import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api';
import { type DateCode, type ExchangeRecordItem, GAME_TYPES, PLATFORMS } from '../../api/contract/records';
import { DHAKA_LABEL, dhakaDateTime } from '../../lib/dhaka-time';
import { useSession } from '../../session';
import { EmptyState, ErrorState, Skeleton } from '../../ui/EmptyState';
import { Modal } from '../../ui/Modal';
import { Money } from '../../ui/Money';
import { Tabs } from '../../ui/Tabs';
import { BackHeader } from './BackHeader';
import { cutName, fromPaisa, groupSettled, type SettledGroup, toPaisa } from './logic';
import { type BetFilters, recordQueries } from './queries';
import './records.css';
import { PageMain } from '../../ui/PageMain';

type Tab = 'settled' | 'unsettled' | 'exchange';
type ExStatus = 'all' | 'open' | 'WON' | 'LOST';

function Select({ label, value, onChange, options }: { label: string; value: string; onChange: (v: string) => void; options: Array<[string, string]> }) {
  const id = `f-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </div>
  );
}

function Loading() {
  return (
    <div aria-busy="true" style={{ display: 'grid', gap: 12 }}>
      <Skeleton height={96} />
      <Skeleton height={96} />
      <Skeleton height={96} />
    </div>
  );
}

function PL({ paisa }: { paisa: number }) {
  return (
    <span className={paisa > 0 ? 'mp-pos' : paisa < 0 ? 'mp-neg' : undefined}>
      <Money value={fromPaisa(paisa)} />
    </span>
  );
}

export function BettingRecordsPage() {
  const { t } = useTranslation('records');
  const [tab, setTab] = useState<Tab>('settled');
  const tabs = [
    { id: 'settled' as const, label: t('bets.settled') },
    { id: 'unsettled' as const, label: t('bets.unsettled') },
    { id: 'exchange' as const, label: t('bets.exchange') },
  ];
  return (
    <PageMain className="page">
      <BackHeader title={t('bets.title')} />
      <Tabs label={t('bets.title')} tabs={tabs} value={tab} onChange={setTab} idPrefix="bets" />
      <section role="tabpanel" aria-labelledby={`bets-${tab}`}>
        {tab === 'exchange' ? <ExchangeRecords /> : <CasinoRecords key={tab} status={tab} />}
      </section>
    </PageMain>
  );
}

function dateOptions(t: (k: string) => string): Array<[string, string]> {
  return [
    ['0', t('date.today')],
    ['1', t('date.yesterday')],
    ['7', t('date.last7')],
  ];
}

function CasinoRecords({ status }: { status: 'settled' | 'unsettled' }) {
  const { t } = useTranslation('records');
  const remoteId = useSession().remote_id ?? '';
  const [draft, setDraft] = useState<BetFilters>({ platform: '-1', gameType: '-1', date: '0' });
  const [applied, setApplied] = useState<BetFilters>(draft);
  const [open, setOpen] = useState<SettledGroup | null>(null);
  const q = useQuery({ ...recordQueries.bets(remoteId, status, applied), enabled: !!remoteId });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setOpen(null);
    setApplied(draft);
    if (JSON.stringify(draft) === JSON.stringify(applied)) void q.refetch();
  };

  return (
    <>
      <form className="card mp-filters" onSubmit={submit} aria-label={t('filters')}>
        <Select
          label={t('bets.platform')}
          value={draft.platform}
          onChange={(platform) => setDraft({ ...draft, platform })}
          options={[['-1', t('all')], ...PLATFORMS.map((p): [string, string] => [String(p.id), p.name])]}
        />
        <Select
          label={t('bets.gameType')}
          value={draft.gameType}
          onChange={(gameType) => setDraft({ ...draft, gameType })}
          options={[['-1', t('all')], ...GAME_TYPES.map((g): [string, string] => [String(g.id), t(`gameTypes.${g.id}`)])]}
        />
        <Select label={t('date.label')} value={draft.date} onChange={(date) => setDraft({ ...draft, date: date as DateCode })} options={dateOptions(t)} />
        <button type="submit" className="btn btn-primary mp-submit rec-submit-inline" disabled={q.isFetching}>
          {t('submit')}
        </button>
      </form>
      {q.isPending ? (
        <Loading />
      ) : q.isError ? (
        <ErrorState message={errorText(q.error, t('loadError'))} onRetry={() => void q.refetch()} retryLabel={t('retry')} />
      ) : q.data.data.length === 0 ? (
        <EmptyState>{t('noData')}</EmptyState>
      ) : status === 'unsettled' ? (
        <ul className="mp-list">
          {q.data.data.map((b) => (
            <li key={b.id} className="mp-card">
              <p className="mp-strong" title={b.game_name}>
                {cutName(b.game_name)}
              </p>
              <div className="mp-row">
                <span>{t('bets.platform')}</span>
                <span>{b.platform}</span>
              </div>
              <div className="mp-row">
                <span>{t('bets.gameType')}</span>
                <span>{t(`gameTypes.${b.game_type_id}`, { defaultValue: b.game_type })}</span>
              </div>
              <div className="mp-row">
                <span>{t('bets.betAmount')}</span>
                <Money value={b.bet_amount} />
              </div>
              <div className="mp-row">
                <span>{t('bets.betTime')}</span>
                <span>
                  {dhakaDateTime(b.created_at)} {DHAKA_LABEL}
                </span>
              </div>
            </li>
          ))}
        </ul>
      ) : open ? (
        <GroupDetail group={open} onBack={() => setOpen(null)} />
      ) : (
        <SettledGroups groups={groupSettled(q.data.data)} onOpen={setOpen} />
      )}
    </>
  );
}

function SettledGroups({ groups, onOpen }: { groups: SettledGroup[]; onOpen: (g: SettledGroup) => void }) {
  const { t } = useTranslation('records');
  return (
    <ul className="mp-list" aria-label={t('bets.groups')}>
      {groups.map((g) => (
        <li key={g.key} className="mp-card rec-group">
          <div className="rec-group-body">
            <div className="mp-row">
              <span>{t('bets.platform')}</span>
              <span>{g.platform}</span>
            </div>
            <div className="mp-row">
              <span>{t('bets.gameType')}</span>
              <span>{t(`gameTypes.${g.records[0]?.game_type_id}`, { defaultValue: g.gameType })}</span>
            </div>
            <div className="mp-row">
              <span>{t('bets.turnover')}</span>
              <Money value={fromPaisa(g.turnover)} />
            </div>
            <div className="mp-row">
              <span>{t('bets.profitLoss')}</span>
              <PL paisa={g.profitLoss} />
            </div>
            <div className="mp-row">
              <span>{t('bets.settleDate')}</span>
              <span>{g.day}</span>
            </div>
          </div>
          <button
            type="button"
            className="icon-btn rec-arrow"
            aria-label={t('bets.openGroup', { platform: g.platform, type: g.gameType, date: g.day, count: g.records.length })}
            onClick={() => onOpen(g)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function GroupDetail({ group, onBack }: { group: SettledGroup; onBack: () => void }) {
  const { t } = useTranslation('records');
  return (
    <section aria-label={t('bets.groupRecords')}>
      <div className="rec-detail-head">
        <button type="button" className="btn" onClick={onBack}>
          <span aria-hidden="true">‹</span> {t('bets.backToGroups')}
        </button>
        <p className="mp-muted">
          {group.platform} · {t(`gameTypes.${group.records[0]?.game_type_id}`, { defaultValue: group.gameType })} · {group.day}
        </p>
      </div>
      <ul className="mp-list">
        {group.records.map((b) => {
          const pl = toPaisa(b.winAmount) - toPaisa(b.bet_amount);
          return (
            <li key={b.id} className="mp-card">
              <p className="mp-strong" title={b.game_name} data-testid="bet-game-name">
                {cutName(b.game_name)}
              </p>
              <div className="mp-row">
                <span>{t('bets.betAmount')}</span>
                <Money value={b.bet_amount} />
              </div>
              <div className="mp-row">
                <span>{t('bets.winAmount')}</span>
                <Money value={b.winAmount} />
              </div>
              <div className="mp-row">
                <span>{t('bets.profitLoss')}</span>
                <PL paisa={pl} />
              </div>
              <div className="mp-row">
                <span>{t('bets.settleTime')}</span>
                <span>
                  {dhakaDateTime(b.settled_at ?? b.created_at)} {DHAKA_LABEL}
                </span>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const TONE: Record<ExchangeRecordItem['status'], string> = { open: 'neutral', WON: 'success', LOST: 'danger' };

function ExchangeRecords() {
  const { t } = useTranslation('records');
  const remoteId = useSession().remote_id ?? '';
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
          ]}
        />
        <Select label={t('date.label')} value={draft.date} onChange={(date) => setDraft({ ...draft, date: date as DateCode })} options={dateOptions(t)} />
        <button type="submit" className="btn btn-primary btn-block mp-submit" disabled={q.isFetching}>
          {t('submit')}
        </button>
      </form>
      {q.isPending ? (
        <Loading />
      ) : q.isError ? (
        <ErrorState message={errorText(q.error, t('loadError'))} onRetry={() => void q.refetch()} retryLabel={t('retry')} />
      ) : q.data.data.length === 0 ? (
        <EmptyState>{t('noData')}</EmptyState>
      ) : (
        <ul className="mp-list">
          {q.data.data.map((x) => (
            <li key={x.id}>
              <button type="button" className="mp-card rec-ex" onClick={() => setDetail(x)}>
                <span className="rec-ex-top">
                  <span className="mp-strong">{x.event_name}</span>
                  <span className="mp-tag" data-tone={TONE[x.status]}>
                    {t(`exchange.status_${x.status}`)}
                  </span>
                </span>
                <span className="mp-row">
                  <span>
                    {x.market_name} · {x.selection_name}
                  </span>
                  <span className={`rec-side rec-${x.bet_type}`}>{t(`exchange.${x.bet_type}`)}</span>
                </span>
                <span className="mp-row">
                  <span>{t('exchange.stake')}</span>
                  <Money value={x.stake} />
                </span>
                <span className="mp-row">
                  <span>{t('exchange.netPL')}</span>
                  <PL paisa={toPaisa(x.net_profit_loss)} />
                </span>
                <span className="mp-row">
                  <span>{t('exchange.placed')}</span>
                  <span>
                    {dhakaDateTime(x.created_at)} {DHAKA_LABEL}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {detail && <ExchangeDetail record={detail} onClose={() => setDetail(null)} />}
    </>
  );
}

function ExchangeDetail({ record: x, onClose }: { record: ExchangeRecordItem; onClose: () => void }) {
  const { t } = useTranslation('records');
  const [view, setView] = useState<'timeline' | 'table'>('timeline');
  const rows: Array<[string, React.ReactNode]> = [
    [t('exchange.transactionId'), x.transaction_id],
    [t('exchange.event'), x.event_name],
    [t('exchange.market'), x.market_name],
    [t('exchange.selection'), x.selection_name],
    [t('exchange.betType'), t(`exchange.${x.bet_type}`)],
    [t('exchange.odds'), x.odds],
    ...(x.run ? [[t('exchange.run'), x.run] as [string, string]] : []),
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
            <small>
              {dhakaDateTime(x.created_at)} {DHAKA_LABEL}
            </small>
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
            {x.settled_at && (
              <small>
                {dhakaDateTime(x.settled_at)} {DHAKA_LABEL}
              </small>
            )}
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
