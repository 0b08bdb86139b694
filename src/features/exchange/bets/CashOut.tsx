import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import type { ExchangeBetItem } from '../../../api/contract/exchange-bets';
import type { EventDetail } from '../../../api/contract/exchange';
import { sportsQueries } from '../../../api/calls/exchange';
import { betQueries } from '../../../api/calls/exchange-bets';
import { useTranslation } from '../../../i18n/react';
import { useShown } from '../../../i18n/use-shown';
import { type CashOutKind, cashOutQuote } from '../../../lib/cash-out';
import { type BookBet, runnerPosition } from '../../../lib/exchange-book';
import { POLLED } from '../hooks';
import { bookmakerMarketPrices, type MarketPrices, oddsMarketPrices } from '../logic/cash-out-prices';
import { toBook } from './book';

const CashOutDialog = lazy(() => import('./CashOutDialog').then((m) => ({ default: m.CashOutDialog })));

interface Mine {
  matched: BookBet[];
  waiting: number;
}
const RESULT_MS = 6000;

/** The player's open bets on one market: matched ones (the position) and how many still wait. */
function useMine(marketKey: string): Mine | undefined {
  const select = useCallback(
    (a: { data: ExchangeBetItem[] }): Mine => {
      const mine = a.data.filter((b) => b.market_key === marketKey && b.status === 'open');
      return { matched: mine.filter((b) => b.matched).map(toBook), waiting: mine.filter((b) => !b.matched).length };
    },
    [marketKey],
  );
  return useQuery({ ...betQueries.open(), select }).data;
}

/** Under the match odds: the cash out of the player's position there. */
export function MatchOddsCashOut({ eventId, marketId }: { eventId: string; marketId: string }) {
  const prices = useQuery({ ...sportsQueries.matchOdds(marketId), ...POLLED, select: oddsMarketPrices }).data;
  return <CashOutBar kind="odds" eventId={eventId} marketId={marketId} prices={prices} />;
}

/** Under the bookmaker: the cash out of the player's position there. */
export function BookmakerCashOut({ eventId, marketId }: { eventId: string; marketId: string }) {
  const select = useCallback((d: EventDetail) => bookmakerMarketPrices(d, eventId), [eventId]);
  const prices = useQuery({ ...sportsQueries.event(eventId), ...POLLED, select }).data;
  return <CashOutBar kind="bookmaker" eventId={eventId} marketId={marketId} prices={prices} />;
}

/**
 * "Cash Out ৳X" under a market where the player has a position: the amount that pays the same on
 * every runner at the prices now (green for a profit, red for a loss), live with the odds. While the
 * market is suspended or its ball running it says so in the same place; once the position pays the
 * same everywhere it says what every runner pays. One line of fixed height: nothing below moves
 * when its words change.
 */
function CashOutBar({ kind, eventId, marketId, prices }: { kind: CashOutKind; eventId: string; marketId: string; prices: MarketPrices | undefined }) {
  const { t } = useTranslation('exchange');
  const fmt = useShown();
  const mine = useMine(kind === 'odds' ? marketId : `BM-${marketId}`);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  useEffect(() => {
    if (!result) return;
    const id = setTimeout(() => setResult(null), RESULT_MS);
    return () => clearTimeout(id);
  }, [result]);
  if (!mine || mine.matched.length === 0 || !prices) return null;

  const quote = prices.open ? cashOutQuote(kind, mine.matched, prices.runners) : null;
  let body: ReactNode;
  if (result) {
    body = (
      <p className="xc-cashout-note" role="status" data-testid="cash-out-result">
        {result}
      </p>
    );
  } else if (quote?.ok) {
    body = (
      <button type="button" className="xc-cashout-btn" data-tone={quote.amount < 0 ? 'loss' : 'win'} data-testid="cash-out" onClick={() => setConfirming(true)}>
        {t('cashOut.button', { amount: fmt.taka(quote.amount / 100) })}
      </button>
    );
  } else if (quote?.reason === 'no_position') {
    const each = Math.min(...prices.runners.map((r) => runnerPosition(mine.matched, r.selectionId)));
    body = <p className="xc-cashout-note">{t('cashOut.flat', { amount: fmt.taka(each / 100) })}</p>;
  } else {
    body = (
      <button type="button" className="xc-cashout-btn" disabled data-testid="cash-out">
        {t('cashOut.unavailable')}
      </button>
    );
  }
  return (
    <>
      <div className="xc-cashout" data-market={kind}>
        {body}
      </div>
      {confirming && (
        <Suspense fallback={null}>
          <CashOutDialog
            kind={kind}
            eventId={eventId}
            marketId={marketId}
            bets={mine.matched}
            waiting={mine.waiting}
            prices={prices}
            onDone={(text) => {
              setConfirming(false);
              setResult(text);
            }}
            onClose={() => setConfirming(false)}
          />
        </Suspense>
      )}
    </>
  );
}
