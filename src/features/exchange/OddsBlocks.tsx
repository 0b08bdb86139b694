import { type QueryKey, useQuery } from '@tanstack/react-query';
import { memo, useCallback, useMemo, useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { sportsCalls, sportsQueries } from '../../api/calls/exchange';
import { POLLED } from './hooks';
import { type Quote, type QuoteReader, quoteLabel } from './live-price';
import { bookmakerHeads, bookmakerQuote, bookmakerState, type RowHead, runnerHeads, runnerQuote } from './logic/markets';
import { LiveRowState } from './LiveRowState';
import { BookmakerCashOut, MatchOddsCashOut } from './bets/CashOut';
import { RunnerPosition, SlipSlot, usePick } from './bets/RowBetting';
import { rowIdOf } from './bets/slip-store';
import { PriceCell } from './PriceCells';
import { useEventHeads, useSizeUnits } from './odds-rows';

const DEPTH = [0, 1, 2] as const;
const BACK_DEPTH = [2, 1, 0] as const;

/** One selection: back ladder then lay ladder, the best prices meeting in the middle. */
const RunnerRow = memo(function RunnerRow({
  queryKey,
  eventId,
  marketId,
  id,
  name,
}: {
  queryKey: QueryKey;
  eventId: string;
  marketId: string;
  id: string;
  name: string;
}) {
  const { t } = useTranslation('exchange');
  const units = useSizeUnits(t);
  const rowId = rowIdOf('odds', marketId, id);
  const pick = usePick({ rowId, kind: 'odds', eventId, marketId, selectionId: id, name });
  const pickBack = useCallback((q: Quote | undefined, el: Element) => pick('back', q, el), [pick]);
  const pickLay = useCallback((q: Quote | undefined, el: Element) => pick('lay', q, el), [pick]);
  const backLabel = useMemo(() => quoteLabel((price, size) => t('odds.backLabel', { name, price, size }), units), [t, name, units]);
  const layLabel = useMemo(() => quoteLabel((price, size) => t('odds.layLabel', { name, price, size }), units), [t, name, units]);
  const read = useMemo(
    () => ({
      back: DEPTH.map(
        (d): QuoteReader =>
          (a) =>
            runnerQuote(a, id, 'back', d),
      ),
      lay: DEPTH.map(
        (d): QuoteReader =>
          (a) =>
            runnerQuote(a, id, 'lay', d),
      ),
    }),
    [id],
  );
  return (
    <>
      <div className="xc-row" data-testid="runner-row" data-row-id={rowId}>
        <span className="xc-row-label">
          <span className="xc-row-name">{name}</span>
          <RunnerPosition marketKey={marketId} selectionId={id} />
        </span>
        {BACK_DEPTH.map((d) => (
          <PriceCell key={`b${d}`} side="back" depth={d} queryKey={queryKey} read={read.back[d] as QuoteReader} label={backLabel} onPick={pickBack} />
        ))}
        {DEPTH.map((d) => (
          <PriceCell key={`l${d}`} side="lay" depth={d} queryKey={queryKey} read={read.lay[d] as QuoteReader} label={layLabel} onPick={pickLay} />
        ))}
      </div>
      <SlipSlot rowId={rowId} />
    </>
  );
});

/** Match odds of a market, Loading... until its first answer; rows re-render only when runners change. */
export function MatchOddsBlock({
  eventId,
  marketId,
  headingId = 'xc-mo-title',
  level = 2,
}: {
  eventId: string;
  marketId: string;
  headingId?: string;
  level?: 2 | 3;
}) {
  const { t } = useTranslation('exchange');
  const queryKey = useMemo(() => sportsCalls.matchOdds(marketId).key, [marketId]);
  const runners = useQuery({ ...sportsQueries.matchOdds(marketId), ...POLLED, select: runnerHeads }).data;
  if (!runners)
    return (
      <p className="xc-loading" role="status">
        {t('odds.loading')}
      </p>
    );
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
      {runners.length === 0 ? (
        <p className="empty">{t('odds.noRunners')}</p>
      ) : (
        runners.map((r) => <RunnerRow key={r.id} queryKey={queryKey} eventId={eventId} marketId={marketId} id={r.id} name={r.name} />)
      )}
      <MatchOddsCashOut eventId={eventId} marketId={marketId} />
    </section>
  );
}

const BookRow = memo(function BookRow({ eventId, marketId, head }: { eventId: string; marketId: string; head: RowHead }) {
  const { t } = useTranslation('exchange');
  const units = useSizeUnits(t);
  const { key, title } = head;
  const rowRef = useRef<HTMLDivElement>(null);
  const rowId = rowIdOf('bookmaker', marketId, key);
  const pick = usePick({ rowId, kind: 'bookmaker', eventId, marketId, selectionId: key, name: title });
  const pickBack = useCallback((q: Quote | undefined, el: Element) => pick('back', q, el), [pick]);
  const pickLay = useCallback((q: Quote | undefined, el: Element) => pick('lay', q, el), [pick]);
  const queryKey = useMemo(() => sportsCalls.event(eventId).key, [eventId]);
  const backLabel = useMemo(() => quoteLabel((price) => t('odds.backShort', { name: title, price }), units), [t, title, units]);
  const layLabel = useMemo(() => quoteLabel((price) => t('odds.layShort', { name: title, price }), units), [t, title, units]);
  const readBack = useCallback<QuoteReader>((d) => bookmakerQuote(d, eventId, key, 'back'), [eventId, key]);
  const readLay = useCallback<QuoteReader>((d) => bookmakerQuote(d, eventId, key, 'lay'), [eventId, key]);
  return (
    <>
      <div ref={rowRef} className="xc-row xc-row-simple" data-testid="bookmaker-row" data-row-id={rowId}>
        <span className="xc-row-label">
          <span className="xc-row-name">{title}</span>
          <RunnerPosition marketKey={`BM-${marketId}`} selectionId={key} />
        </span>
        <span className="xc-prices">
          <PriceCell side="back" depth={0} queryKey={queryKey} read={readBack} label={backLabel} onPick={pickBack} plain />
          <PriceCell side="lay" depth={0} queryKey={queryKey} read={readLay} label={layLabel} onPick={pickLay} plain />
          <LiveRowState eventId={eventId} rowKey={key} stateOf={bookmakerState} rowRef={rowRef} />
        </span>
      </div>
      <SlipSlot rowId={rowId} />
    </>
  );
});

export function BookmakerBlock({ eventId, marketId }: { eventId: string; marketId: string }) {
  const { t } = useTranslation('exchange');
  const rows = useEventHeads(eventId, bookmakerHeads);
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
        <BookRow key={r.key} eventId={eventId} marketId={marketId} head={r} />
      ))}
      <BookmakerCashOut eventId={eventId} marketId={marketId} />
    </section>
  );
}
