import { memo, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookmakerRowItem, MatchOdds, PriceSizeItem } from '../../api/contract/exchange';
import { Tabs } from '../../ui/Tabs';
import { FANCY_TABS, type FancyEntry, filterFancy } from './logic/markets';
import { type RowState, rowState } from './logic/row-state';
import { laddersEqual, PriceCell } from './PriceCells';

const DEPTH = [0, 1, 2] as const;
const BACK_DEPTH = [2, 1, 0] as const;

/** One selection: back ladder then lay ladder, the best prices meeting in the middle. */
const RunnerRow = memo(
  function RunnerRow({ name, back, lay }: { name: string; back: readonly PriceSizeItem[]; lay: readonly PriceSizeItem[] }) {
    const { t } = useTranslation('exchange');
    const backLabel = useCallback((price: number, size?: number) => t('odds.backLabel', { name, price, size }), [t, name]);
    const layLabel = useCallback((price: number, size?: number) => t('odds.layLabel', { name, price, size }), [t, name]);
    return (
      <div className="xc-row" data-testid="runner-row">
        <span className="xc-row-name">{name}</span>
        {BACK_DEPTH.map((d) => (
          <PriceCell key={`b${d}`} side="back" depth={d} price={back[d]?.price} size={back[d]?.size} label={backLabel} />
        ))}
        {DEPTH.map((d) => (
          <PriceCell key={`l${d}`} side="lay" depth={d} price={lay[d]?.price} size={lay[d]?.size} label={layLabel} />
        ))}
      </div>
    );
  },
  (a, b) => a.name === b.name && laddersEqual(a.back, b.back) && laddersEqual(a.lay, b.lay),
);

export function MatchOddsBlock({ odds, headingId = 'xc-mo-title', level = 2 }: { odds: MatchOdds; headingId?: string; level?: 2 | 3 }) {
  const { t } = useTranslation('exchange');
  const H = level === 2 ? 'h2' : 'h3';
  return (
    <section className="xc-market" aria-labelledby={headingId}>
      <div className="xc-market-head xc-row">
        <H id={headingId} className="xc-row-name">
          {t('odds.matchOdds')}
        </H>
        <span className="xc-col-head xc-back-head">{t('odds.back')}</span>
        <span className="xc-col-head xc-lay-head">{t('odds.lay')}</span>
      </div>
      {odds.runners.length === 0 ? (
        <p className="empty">{t('odds.noRunners')}</p>
      ) : (
        odds.runners.map((r) => (
          <RunnerRow key={r.selectionId ?? r.SelectionName} name={r.SelectionName} back={r.ex.availableToBack} lay={r.ex.availableToLay} />
        ))
      )}
    </section>
  );
}

function StateOverlay({ state }: { state: RowState }) {
  const { t } = useTranslation('exchange');
  if (state === 'open') return null;
  return (
    <span className={`xc-overlay xc-overlay-${state}`} data-testid="row-state">
      {state === 'ballRunning' ? t('odds.ballRunning') : t('odds.suspend')}
    </span>
  );
}

const BookRow = memo(function BookRow({ runner, back, lay, state }: { runner: string; back: number; lay: number; state: RowState }) {
  const { t } = useTranslation('exchange');
  const backLabel = useCallback((price: number) => t('odds.backShort', { name: runner, price }), [t, runner]);
  const layLabel = useCallback((price: number) => t('odds.layShort', { name: runner, price }), [t, runner]);
  return (
    <div className="xc-row xc-row-simple" data-testid="bookmaker-row" data-state={state}>
      <span className="xc-row-name">{runner}</span>
      <span className="xc-prices">
        <PriceCell side="back" depth={0} price={back} size={undefined} label={backLabel} />
        <PriceCell side="lay" depth={0} price={lay} size={undefined} label={layLabel} />
        <StateOverlay state={state} />
      </span>
    </div>
  );
});

export function BookmakerBlock({ rows }: { rows: readonly BookmakerRowItem[] }) {
  const { t } = useTranslation('exchange');
  if (rows.length === 0) return null;
  return (
    <section className="xc-market" aria-labelledby="xc-bm-title">
      <div className="xc-market-head xc-row xc-row-simple">
        <h2 id="xc-bm-title" className="xc-row-name">
          {t('odds.bookmaker')}
        </h2>
        <span className="xc-prices">
          <span className="xc-col-head xc-back-head">{t('odds.back')}</span>
          <span className="xc-col-head xc-lay-head">{t('odds.lay')}</span>
        </span>
      </div>
      {rows.map((r) => (
        <BookRow key={r.selectionId ?? r.runner} runner={r.runner} back={r.backPrice} lay={r.layPrice} state={rowState(r)} />
      ))}
    </section>
  );
}

const FancyRowView = memo(function FancyRowView(p: { title: string; no: number; noRate: number; yes: number; yesRate: number; state: RowState }) {
  const { t } = useTranslation('exchange');
  const noLabel = useCallback((value: number, rate?: number) => t('odds.noLabel', { name: p.title, value, rate }), [t, p.title]);
  const yesLabel = useCallback((value: number, rate?: number) => t('odds.yesLabel', { name: p.title, value, rate }), [t, p.title]);
  return (
    <div className="xc-row xc-row-simple" data-testid="fancy-row" data-state={p.state}>
      <span className="xc-row-name">{p.title}</span>
      <span className="xc-prices">
        <PriceCell side="lay" depth={0} price={p.no} size={p.noRate} label={noLabel} />
        <PriceCell side="back" depth={0} price={p.yes} size={p.yesRate} label={yesLabel} />
        <StateOverlay state={p.state} />
      </span>
    </div>
  );
});

/** Fancy bets with the six tabs (1 All, 2 Fancy, 3 Khadda, 4 Lottery, 5 Odd/Even, 6 Ball by Ball). */
export function FancyBlock({ rows }: { rows: readonly FancyEntry[] }) {
  const { t } = useTranslation(['exchange', 'common']);
  const [tab, setTab] = useState(1);
  const shown = useMemo(() => filterFancy(rows, tab), [rows, tab]);
  const tabs = useMemo(() => FANCY_TABS.map((f) => ({ id: String(f.type), label: t(`fancy.${f.key}`) })), [t]);
  if (rows.length === 0) return null;
  return (
    <section className="xc-market" aria-labelledby="xc-fancy-title">
      <h2 id="xc-fancy-title" className="xc-market-title">
        {t('odds.fancyBets')}
      </h2>
      <Tabs label={t('odds.fancyTabs')} idPrefix="xc-fancy" value={String(tab)} onChange={(id) => setTab(Number(id))} tabs={tabs} />
      <div role="tabpanel" aria-labelledby={`xc-fancy-${tab}`}>
        <div className="xc-market-head xc-row xc-row-simple">
          <span className="xc-row-name" />
          <span className="xc-prices">
            <span className="xc-col-head xc-lay-head">{t('odds.no')}</span>
            <span className="xc-col-head xc-back-head">{t('odds.yes')}</span>
          </span>
        </div>
        {shown.length === 0 ? (
          <p className="empty">{t('common:noData')}</p>
        ) : (
          shown.map((r) => <FancyRowView key={r.key} title={r.title} no={r.no} noRate={r.no_rate} yes={r.yes} yesRate={r.yes_rate} state={rowState(r)} />)
        )}
      </div>
    </section>
  );
}
