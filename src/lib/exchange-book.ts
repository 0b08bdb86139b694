/**
 * Exchange arithmetic shared by the bet slip, the positions under the runners and the reference
 * server: what a bet wins or risks, what a market's bets make or lose on each outcome, and the
 * exposure (the worst case) that is held from the balance. Amounts are integer paisa.
 */

/** odds: match odds (decimal odds); bookmaker: rate per 100 (85 = 1.85); fancy: rate per 100 on a run. */
export type MarketKind = 'odds' | 'bookmaker' | 'fancy';
/** back = the selection wins (fancy Yes: runs reach the line); lay = it does not (fancy No). */
export type BetSide = 'back' | 'lay';

/** Rate per 100 of a price: odds 1.95 -> 95; bookmaker and fancy rates are already per 100. */
function ratePer100(kind: MarketKind, odds: number): number {
  return kind === 'odds' ? Math.round(odds * 100) - 100 : Math.round(odds);
}

/** What a bet wins (profit) and risks (liability). */
export function betTerms(kind: MarketKind, side: BetSide, stake: number, odds: number): { profit: number; liability: number } {
  const r = Math.max(0, ratePer100(kind, odds));
  const scaled = Math.round((stake * r) / 100);
  return side === 'back' ? { profit: scaled, liability: stake } : { profit: stake, liability: scaled };
}

export interface BookBet {
  kind: MarketKind;
  side: BetSide;
  /** runner's selection id (match odds, bookmaker) */
  selectionId: string;
  /** fancy line: Yes wins when the final runs are at least this, No when below */
  run?: number | null | undefined;
  profit: number;
  liability: number;
  matched: boolean;
  /** how many runners the market has (match odds, bookmaker), when known */
  runners?: number | null | undefined;
}

/** An outcome: the winning selection id, or the final runs of a fancy line. */
export type Outcome = string | number;

export function betWins(b: BookBet, outcome: Outcome): boolean {
  const hit = b.kind === 'fancy' ? Number(outcome) >= Number(b.run ?? 0) : outcome === b.selectionId;
  return b.side === 'back' ? hit : !hit;
}

/** A market's result for the player on one outcome; an unmatched bet can lose its hold but win nothing. */
export function marketPnl(bets: readonly BookBet[], outcome: Outcome): number {
  let sum = 0;
  for (const b of bets) {
    const win = betWins(b, outcome);
    if (b.matched) sum += win ? b.profit : -b.liability;
    else if (!win) sum -= b.liability;
  }
  return sum;
}

/** Every outcome that can change a market's result: each runner bet on and one more, or each line edge. */
function outcomes(bets: readonly BookBet[]): Outcome[] {
  if (bets.some((b) => b.kind === 'fancy')) {
    const runs = new Set<number>([0]);
    for (const b of bets) {
      const r = Number(b.run ?? 0);
      runs.add(r);
      runs.add(Math.max(0, r - 1));
    }
    return [...runs];
  }
  const ids = new Set(bets.map((b) => b.selectionId));
  // a runner without any of the player's bets can win too, unless every runner has one
  const runners = Math.max(0, ...bets.map((b) => Number(b.runners ?? 0)));
  return ids.size >= runners && runners > 0 ? [...ids] : [...ids, '\u0000other'];
}

/** The worst case of a market's open bets (0 when every outcome pays): held from the balance. */
export function marketExposure(bets: readonly BookBet[]): number {
  if (bets.length === 0) return 0;
  return Math.max(0, -Math.min(...outcomes(bets).map((o) => marketPnl(bets, o))));
}

/** Total exposure of bets grouped by market key. */
export function totalExposure(byMarket: ReadonlyMap<string, readonly BookBet[]>): number {
  let sum = 0;
  for (const bets of byMarket.values()) sum += marketExposure(bets);
  return sum;
}

/** A runner's position: what the player's matched bets make (or lose) if it wins. */
export function runnerPosition(bets: readonly BookBet[], selectionId: string): number {
  return marketPnl(
    bets.filter((b) => b.matched),
    selectionId,
  );
}

/** Group by a key (market key of each bet). */
export function groupBy<T>(items: readonly T[], key: (t: T) => string): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const it of items) {
    const k = key(it);
    const list = m.get(k);
    if (list) list.push(it);
    else m.set(k, [it]);
  }
  return m;
}
