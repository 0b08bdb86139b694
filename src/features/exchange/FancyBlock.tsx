import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { sportsCalls } from '../../api/calls/exchange';
import { Tabs } from '../../ui/Tabs';
import { type Quote, type QuoteReader, quoteLabel } from './live-price';
import { FANCY_TABS, fancyHeads, fancyQuote, fancyState, filterFancy, type RowHead } from './logic/markets';
import { LiveRowState } from './LiveRowState';
import { SlipSlot, usePick } from './bets/RowBetting';
import { rowIdOf } from './bets/slip-store';
import { PriceCell } from './PriceCells';
import { useEventHeads, useSizeUnits } from './odds-rows';

const FancyRowView = memo(function FancyRowView({ eventId, marketId, head }: { eventId: string; marketId: string; head: RowHead }) {
  const { t } = useTranslation('exchange');
  const units = useSizeUnits(t);
  const { key, title } = head;
  const rowRef = useRef<HTMLDivElement>(null);
  const rowId = rowIdOf('fancy', marketId, key);
  const pick = usePick({ rowId, kind: 'fancy', eventId, marketId, selectionId: key, name: title });
  const pickNo = useCallback((q: Quote | undefined, el: Element) => pick('lay', q, el), [pick]);
  const pickYes = useCallback((q: Quote | undefined, el: Element) => pick('back', q, el), [pick]);
  const queryKey = useMemo(() => sportsCalls.event(eventId).key, [eventId]);
  const noLabel = useMemo(() => quoteLabel((value, rate) => t('odds.noLabel', { name: title, value, rate }), units), [t, title, units]);
  const yesLabel = useMemo(() => quoteLabel((value, rate) => t('odds.yesLabel', { name: title, value, rate }), units), [t, title, units]);
  const readNo = useCallback<QuoteReader>((d) => fancyQuote(d, eventId, key, 'no'), [eventId, key]);
  const readYes = useCallback<QuoteReader>((d) => fancyQuote(d, eventId, key, 'yes'), [eventId, key]);
  return (
    <>
      <div ref={rowRef} className="xc-row xc-row-simple" data-testid="fancy-row" data-row-id={rowId}>
        <span className="xc-row-name">{title}</span>
        <span className="xc-prices">
          <PriceCell side="lay" depth={0} queryKey={queryKey} read={readNo} label={noLabel} onPick={pickNo} />
          <PriceCell side="back" depth={0} queryKey={queryKey} read={readYes} label={yesLabel} onPick={pickYes} />
          <LiveRowState eventId={eventId} rowKey={key} stateOf={fancyState} rowRef={rowRef} />
        </span>
      </div>
      <SlipSlot rowId={rowId} />
    </>
  );
});

/** Fancy bets with the six tabs (1 All, 2 Fancy, 3 Khadda, 4 Lottery, 5 Odd/Even, 6 Ball by Ball). */
export function FancyBlock({ eventId, marketId }: { eventId: string; marketId: string }) {
  const { t } = useTranslation(['exchange', 'common']);
  const rows = useEventHeads(eventId, fancyHeads);
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
          shown.map((r) => <FancyRowView key={r.key} eventId={eventId} marketId={marketId} head={r} />)
        )}
      </div>
    </section>
  );
}
