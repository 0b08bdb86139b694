import type { CashOutKind, RunnerPrices } from '../../src/lib/cash-out';
import type { SimEvent } from '../sports/schedule';
import type { SportsSim } from '../sports/sim';

/** A market's runners with their best prices at the server now, or null when it cannot be traded now. */
export interface MarketNow {
  marketKey: string;
  marketName: string;
  runners: Array<RunnerPrices & { name: string }>;
}

const price = (x: unknown): number | null => {
  const n = Number(x);
  return Number.isFinite(n) && n > 0 ? n : null;
};

/**
 * The prices a cash out is computed and placed at: match odds' best back and lay per runner; the
 * bookmaker's rates. Null when the event is closed, the market not open, or (bookmaker) a row is
 * suspended or its ball running: then nothing is cashed out.
 */
export function marketNow(sim: SportsSim, e: SimEvent, kind: CashOutKind): MarketNow | null {
  if (sim.status(e) === 'closed') return null;
  if (kind === 'odds') {
    const item = sim.matchOdds(e)[0];
    if (item?.status !== 'OPEN') return null;
    return {
      marketKey: e.marketId,
      marketName: 'Match Odds',
      runners: item.runners.map((r) => ({
        selectionId: r.selectionId,
        name: r.SelectionName,
        back: price(r.ex.availableToBack[0]?.price),
        lay: price(r.ex.availableToLay[0]?.price),
      })),
    };
  }
  const item = sim.eventDetail(e).data.items[e.eventId];
  const book = Object.values(item?.bookmaker ?? {})[0] as { runners: Array<Record<string, unknown>> } | undefined;
  if (!book || book.runners.length === 0) return null;
  if (book.runners.some((r) => Number(r.ball_running) === 1 || Number(r.suspended) === 1)) return null;
  return {
    marketKey: `BM-${e.marketId}`,
    marketName: 'Bookmaker',
    runners: book.runners.map((r) => ({ selectionId: String(r.selectionId), name: String(r.runner), back: price(r.backPrice), lay: price(r.layPrice) })),
  };
}
