import type { BetSide, MarketKind } from '../../src/lib/exchange-book';
import type { SimEvent } from '../sports/schedule';
import type { SportsSim } from '../sports/sim';

/** The price at the server at this moment, for one selection of one market. */
export interface ServerQuote {
  marketKey: string;
  marketName: string;
  selectionName: string;
  /** best price of the side (match odds), the row's rate (bookmaker, fancy) */
  odds: number;
  run: number | null;
  /** runners of the market (match odds, bookmaker); null for a fancy line */
  runners: number | null;
}

export type QuoteResult = { ok: true; quote: ServerQuote } | { ok: false; code: 'suspended' | 'not_found' };

interface Wanted {
  market: MarketKind;
  selectionId: string;
  side: BetSide;
}

const rowOpen = (r: { ball_running?: unknown; suspended?: unknown }) => Number(r.ball_running) !== 1 && Number(r.suspended) !== 1;

/** Market key of a bet: bets of one key share one exposure (one fancy line is a market of its own). */
function marketKeyOf(market: MarketKind, marketId: string, selectionId: string): string {
  return market === 'odds' ? marketId : market === 'bookmaker' ? `BM-${marketId}` : selectionId;
}

export function quoteAt(sim: SportsSim, e: SimEvent, w: Wanted): QuoteResult {
  if (sim.status(e) === 'closed') return { ok: false, code: 'suspended' };
  const key = marketKeyOf(w.market, e.marketId, w.selectionId);
  if (w.market === 'odds') {
    const item = sim.matchOdds(e)[0];
    const runner = item?.runners.find((r) => r.selectionId === w.selectionId);
    if (!item || !runner) return { ok: false, code: 'not_found' };
    const best = (w.side === 'back' ? runner.ex.availableToBack : runner.ex.availableToLay)[0];
    if (item.status !== 'OPEN' || !best) return { ok: false, code: 'suspended' };
    return {
      ok: true,
      quote: { marketKey: key, marketName: 'Match Odds', selectionName: runner.SelectionName, odds: best.price, run: null, runners: item.runners.length },
    };
  }
  const item = sim.eventDetail(e).data.items[e.eventId];
  if (w.market === 'bookmaker') {
    const book = Object.values(item?.bookmaker ?? {})[0] as { runners: Array<Record<string, unknown>> } | undefined;
    const row = book?.runners.find((r) => r.selectionId === w.selectionId);
    if (!row) return { ok: false, code: 'not_found' };
    if (!rowOpen(row)) return { ok: false, code: 'suspended' };
    const odds = Number(w.side === 'back' ? row.backPrice : row.layPrice);
    return {
      ok: true,
      quote: { marketKey: key, marketName: 'Bookmaker', selectionName: String(row.runner), odds, run: null, runners: book?.runners.length ?? null },
    };
  }
  const row = item?.fancy2[w.selectionId] as Record<string, unknown> | undefined;
  if (!row) return { ok: false, code: 'not_found' };
  if (!rowOpen(row)) return { ok: false, code: 'suspended' };
  const yes = w.side === 'back';
  return {
    ok: true,
    quote: {
      marketKey: key,
      marketName: 'Fancy',
      selectionName: String(row.title),
      odds: Number(yes ? row.yes_rate : row.no_rate),
      run: Number(yes ? row.yes : row.no),
      runners: null,
    },
  };
}

/**
 * Whether the server's price is the one asked or better for the player. Match odds: a back wants the
 * price at least as high, a lay at most as high (else the bet waits unmatched). Bookmaker: the same
 * on the rate. Fancy Yes wants the line no higher and the rate no lower; No the line no lower and
 * the rate no higher.
 */
export function priceAccepted(market: MarketKind, side: BetSide, asked: { odds: number; run: number | null }, now: ServerQuote): boolean {
  const eps = 1e-9;
  if (market === 'fancy') {
    const run = asked.run ?? 0;
    const nowRun = now.run ?? 0;
    return side === 'back' ? nowRun <= run && now.odds >= asked.odds - eps : nowRun >= run && now.odds <= asked.odds + eps;
  }
  return side === 'back' ? now.odds >= asked.odds - eps : now.odds <= asked.odds + eps;
}
