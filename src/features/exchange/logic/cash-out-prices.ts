import type { EventDetail, MatchOdds } from '../../../api/contract/exchange';
import type { RunnerPrices } from '../../../lib/cash-out';
import { bookmakerRows } from './markets';
import { rowState } from './row-state';

/** A market's runners with their best prices now, and whether it can be traded now (cash out reads both). */
export interface MarketPrices {
  open: boolean;
  runners: Array<RunnerPrices & { name: string }>;
}

const price = (x: unknown): number | null => {
  const n = Number(x);
  return Number.isFinite(n) && n > 0 ? n : null;
};

/** Match odds: each runner's best back and lay; open while the market says OPEN. */
export function oddsMarketPrices(answer: readonly MatchOdds[] | undefined): MarketPrices | undefined {
  const first = answer?.[0];
  if (!first) return undefined;
  return {
    open: first.status === undefined || first.status === 'OPEN',
    runners: first.runners.map((r) => ({
      selectionId: r.selectionId ?? r.SelectionName,
      name: r.SelectionName,
      back: price(r.ex.availableToBack?.[0]?.price),
      lay: price(r.ex.availableToLay?.[0]?.price),
    })),
  };
}

/** Bookmaker: each row's rates; open only while no row is suspended or has its ball running. */
export function bookmakerMarketPrices(detail: EventDetail | undefined, eventId: string): MarketPrices | undefined {
  const rows = bookmakerRows(detail, eventId);
  if (rows.length === 0) return undefined;
  return {
    open: rows.every((r) => rowState(r) === 'open'),
    runners: rows.map((r) => ({ selectionId: r.selectionId ?? r.runner, name: r.runner, back: price(r.backPrice), lay: price(r.layPrice) })),
  };
}
