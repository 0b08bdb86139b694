/**
 * Cash out: the hedge that makes a match-odds or bookmaker position pay the same on every runner at
 * the prices offered now. Shared by the button under the market (the amount, live with the odds) and
 * the reference server (which computes it again at placement). Amounts are integer paisa.
 *
 * A hedge bet on runner j at decimal price p with signed back stake x (a lay is x < 0) changes the
 * result of outcome j by x·p − X and of every outcome by −X (X = the sum of the stakes). So with
 * x_j = (K − P_j) / p_j every outcome ends at K − X: runners above the level K are laid at their lay
 * price, runners below it backed at their back price. K is the position of the runners the player has
 * no bet on (they need no hedge: what was backed is laid, what was laid is backed); when every runner
 * has a bet, the level that leaves the player the most. A part (25/50/75 %) places that share of each
 * stake and locks that share of the amount; the rest of the position stays.
 */
import { type BetSide, type BookBet, betTerms, betWins, marketPnl } from './exchange-book';
import { ladderAt, ladderIndex } from './price-ladder';

export type CashOutKind = 'odds' | 'bookmaker';
/** paisa: a position whose runners pay within this of each other has nothing to cash out */
const FLAT = 100;
export const CASH_OUT_PERCENTS = [25, 50, 75, 100] as const;
export type CashOutPercent = (typeof CASH_OUT_PERCENTS)[number];

/** A runner's best prices now: decimal odds (match odds) or the rate per 100 (bookmaker); null when none. */
export interface RunnerPrices {
  selectionId: string;
  back: number | null;
  lay: number | null;
}

export interface HedgeBet {
  selectionId: string;
  side: BetSide;
  /** decimal odds on the price ladder (match odds) or a whole rate (bookmaker) */
  odds: number;
  /** paisa */
  stake: number;
}

export type CashOutQuote =
  | {
      ok: true;
      /** paisa: what the cashed-out share pays whichever runner wins (the least of them, after rounding) */
      amount: number;
      bets: HedgeBet[];
      /** the player's result per runner after the hedge, paisa */
      after: Record<string, number>;
    }
  | { ok: false; reason: 'no_position' | 'no_price' };

/** The decimal price of an offer, never better for the player than offered: a lay rounds up, a back down. */
function priced(kind: CashOutKind, side: BetSide, offer: number | null): { odds: number; decimal: number } | null {
  if (offer === null || !Number.isFinite(offer)) return null;
  if (kind === 'bookmaker') {
    const rate = side === 'lay' ? Math.ceil(offer - 1e-9) : Math.floor(offer + 1e-9);
    return rate > 0 ? { odds: rate, decimal: 1 + rate / 100 } : null;
  }
  if (offer < 1.01) return null;
  let i = ladderIndex(offer);
  if (side === 'lay' && ladderAt(i) < offer - 1e-9) i += 1;
  if (side === 'back' && ladderAt(i) > offer + 1e-9) i -= 1;
  const odds = ladderAt(i);
  return odds > 1 ? { odds, decimal: odds } : null;
}

interface Plan {
  level: number;
  gain: number;
  legs: Array<{ selectionId: string; side: BetSide; odds: number; stake: number }>;
}

/** The exact hedge to the level K (unrounded stakes), or null when a runner that needs a bet has no price. */
function planAt(kind: CashOutKind, level: number, positions: Map<string, number>, prices: Map<string, RunnerPrices>): Plan | null {
  const legs: Plan['legs'] = [];
  let sum = 0;
  for (const [selectionId, pos] of positions) {
    const diff = level - pos;
    if (Math.abs(diff) < 0.5) continue;
    const side: BetSide = diff < 0 ? 'lay' : 'back';
    const offer = prices.get(selectionId);
    const p = priced(kind, side, side === 'lay' ? (offer?.lay ?? null) : (offer?.back ?? null));
    if (!p) return null;
    const stake = Math.abs(diff) / p.decimal;
    sum += side === 'back' ? stake : -stake;
    legs.push({ selectionId, side, odds: p.odds, stake });
  }
  return { level, gain: level - sum, legs };
}

/**
 * The cash-out of a market's matched bets at the prices now, for `percent` of the position.
 * `runners` are every runner of the market with its prices (a runner without a price has nulls).
 */
export function cashOutQuote(kind: CashOutKind, bets: readonly BookBet[], runners: readonly RunnerPrices[], percent: CashOutPercent = 100): CashOutQuote {
  const matched = bets.filter((b) => b.matched && b.kind === kind);
  if (matched.length === 0 || runners.length === 0) return { ok: false, reason: 'no_position' };
  const positions = new Map(runners.map((r) => [r.selectionId, marketPnl(matched, r.selectionId)]));
  const values = [...positions.values()];
  // what rounding a hedge's stakes to the paisa leaves (a few paisa) is no position: less than ৳1 apart
  if (Math.max(...values) - Math.min(...values) < FLAT) return { ok: false, reason: 'no_position' };
  const prices = new Map(runners.map((r) => [r.selectionId, r]));

  const betOn = new Set(matched.map((b) => b.selectionId));
  const free = runners.find((r) => !betOn.has(r.selectionId));
  const levels = free ? [positions.get(free.selectionId) ?? 0] : [...new Set(values)];
  let best: Plan | null = null;
  for (const level of levels) {
    const plan = planAt(kind, level, positions, prices);
    if (plan && (!best || plan.gain > best.gain)) best = plan;
  }
  if (!best) return { ok: false, reason: 'no_price' };

  const share = percent / 100;
  const hedge: HedgeBet[] = best.legs
    .map((l) => ({ selectionId: l.selectionId, side: l.side, odds: l.odds, stake: Math.round(l.stake * share) }))
    .filter((b) => b.stake > 0);
  const legs = hedge.map((b) => ({ ...b, ...betTerms(kind, b.side, b.stake, b.odds) }));
  const after: Record<string, number> = {};
  let amount = Number.POSITIVE_INFINITY;
  for (const [selectionId, pos] of positions) {
    let result = pos;
    for (const l of legs)
      result += betWins({ kind, side: l.side, selectionId: l.selectionId, profit: 0, liability: 0, matched: true }, selectionId) ? l.profit : -l.liability;
    after[selectionId] = result;
    // what stays at risk is the rest of the position; the share cashed out pays the same on every runner
    amount = Math.min(amount, result - Math.round(pos * (1 - share)));
  }
  return { ok: true, amount, bets: hedge, after };
}
