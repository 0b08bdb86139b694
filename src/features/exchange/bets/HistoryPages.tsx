import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import type { ExchangeBetItem } from '../../../api/contract/exchange-bets';
import { betQueries } from '../../../api/calls/exchange-bets';
import { useTranslation } from '../../../i18n/react';
import { useShown } from '../../../i18n/use-shown';
import { dailyPl } from '../../../lib/daily-pl';
import { dhakaDay, dhakaDayStart } from '../../../lib/dhaka-time';
import { PlChart } from '../../../ui/pl-chart/PlChart';
import { ExchangeLayout } from '../ExchangeLayout';
import { BetCard, NetAmount } from './BetCard';
import { ListSkeleton, NoData } from '../ListStates';
import { QueryState } from '../../../ui/QueryState';

const lastWeek = () => ({ from: dhakaDay(dhakaDayStart(Date.now(), -6)), to: dhakaDay(Date.now()) });

/** From and To Dhaka days; Show applies them. */
function DateFilter({ value, onApply }: { value: { from: string; to: string }; onApply: (v: { from: string; to: string }) => void }) {
  const { t } = useTranslation('exchange');
  const id = useId();
  const [draft, setDraft] = useState(value);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft.from && draft.to) onApply(draft.from <= draft.to ? draft : { from: draft.to, to: draft.from });
  };
  return (
    <form className="xc-filter" onSubmit={submit}>
      <label htmlFor={`${id}-from`}>
        {t('history.from')}
        <input id={`${id}-from`} type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
      </label>
      <label htmlFor={`${id}-to`}>
        {t('history.to')}
        <input id={`${id}-to`} type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
      </label>
      <button type="submit" className="btn btn-primary">
        {t('history.apply')}
      </button>
    </form>
  );
}

function useSettled() {
  const [range, setRange] = useState(lastWeek);
  const q = useQuery(betQueries.settled(range.from, range.to));
  return { range, setRange, q };
}

/** /exchange-history: settled bets (won, lost, void, cancelled) of the chosen days; `betId` (a notification's tap) is shown marked. */
export function BetsHistoryPage({ betId }: { betId?: string }) {
  const { t } = useTranslation('exchange');
  const { range, setRange, q } = useSettled();
  const shown = !!betId && !!q.data?.data.some((b) => b.transaction_id === betId);
  useEffect(() => {
    if (shown) document.querySelector(`[data-bet="${CSS.escape(betId ?? '')}"]`)?.scrollIntoView({ block: 'center' });
  }, [shown, betId]);
  return (
    <ExchangeLayout title={t('history.title')}>
      <DateFilter value={range} onApply={setRange} />
      <QueryState query={q} loading={<ListSkeleton rows={3} />} error={t('bets.loadError')} isEmpty={(d) => d.data.length === 0} empty={<NoData />}>
        {({ data: rows }) => (
          <ul className="xc-betlist">
            {rows.map((b) => (
              <BetCard key={b.transaction_id} bet={b} current={b.transaction_id === betId} />
            ))}
          </ul>
        )}
      </QueryState>
    </ExchangeLayout>
  );
}

interface Group {
  key: string;
  bets: number;
  net: number;
}

const isSettled = (b: ExchangeBetItem) => b.status === 'WON' || b.status === 'LOST' || b.status === 'VOID';

/** Net result in paisa of settled bets, grouped by a key, in first-seen order. */
function groupNet(bets: readonly ExchangeBetItem[], key: (b: ExchangeBetItem) => string): Group[] {
  const m = new Map<string, Group>();
  for (const b of bets) {
    if (!isSettled(b)) continue;
    const k = key(b);
    const g = m.get(k) ?? { key: k, bets: 0, net: 0 };
    g.bets += 1;
    g.net += Math.round(Number(b.net_profit_loss) * 100);
    m.set(k, g);
  }
  return [...m.values()];
}

/** A table of net results under its own heading (the heading names the table: no second caption). */
function NetTable({
  id,
  title,
  head,
  groups,
  keyText = (k) => k,
}: {
  id: string;
  title: string;
  head: string;
  groups: Group[];
  keyText?: (key: string) => string;
}) {
  const { t } = useTranslation('exchange');
  const fmt = useShown();
  const total = groups.reduce((s, g) => s + g.net, 0);
  const count = groups.reduce((s, g) => s + g.bets, 0);
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="xc-market-title">
        {title}
      </h2>
      <table className="xc-table" aria-labelledby={id}>
        <thead>
          <tr>
            <th scope="col">{head}</th>
            <th scope="col" className="num">
              {t('pl.bets')}
            </th>
            <th scope="col" className="num">
              {t('history.net')}
            </th>
          </tr>
        </thead>
        <tbody>
          {groups.map((g) => (
            <tr key={g.key}>
              <th scope="row">{keyText(g.key)}</th>
              <td className="num">{fmt.digits(g.bets)}</td>
              <td className="num">
                <NetAmount value={(g.net / 100).toFixed(2)} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td>{t('pl.total')}</td>
            <td className="num">{fmt.digits(count)}</td>
            <td className="num" data-testid="pl-total">
              <NetAmount value={(total / 100).toFixed(2)} />
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

/** /exchange-pl: profit and loss of settled bets by Dhaka day and by event, with totals. */
export function ProfitLossPage() {
  const { t } = useTranslation('exchange');
  const fmt = useShown();
  const { range, setRange, q } = useSettled();
  const rows = q.data?.data;
  const byDay = useMemo(() => groupNet(rows ?? [], (b) => dhakaDay(b.settled_at ?? b.created_at)), [rows]);
  const byEvent = useMemo(() => groupNet(rows ?? [], (b) => b.event_name), [rows]);
  const days = useMemo(
    () =>
      dailyPl(
        (rows ?? []).filter(isSettled).map((b) => ({ at: b.settled_at ?? b.created_at, paisa: Math.round(Number(b.net_profit_loss) * 100) })),
        range.from,
        range.to,
      ),
    [rows, range],
  );
  return (
    <ExchangeLayout title={t('pl.title')}>
      <DateFilter value={range} onApply={setRange} />
      <QueryState
        query={q}
        loading={<ListSkeleton rows={3} />}
        error={t('bets.loadError')}
        isEmpty={(d) => d.data.length === 0 || byDay.length === 0}
        empty={<NoData />}
      >
        {() => (
          <>
            <PlChart days={days} labels={{ title: t('pl.chart'), day: t('pl.day'), net: t('pl.net'), cumulative: t('pl.cumulative') }} />
            <NetTable id="pl-by-day" title={t('pl.byDay')} head={t('pl.day')} groups={byDay} keyText={fmt.digits} />
            <NetTable id="pl-by-event" title={t('pl.byEvent')} head={t('pl.event')} groups={byEvent} />
          </>
        )}
      </QueryState>
    </ExchangeLayout>
  );
}
