/** The exchange price ladder (Betfair increments): prices move in ticks, never in arbitrary decimals. */
const BANDS: Array<[number, number, number]> = [
  [1.01, 2, 0.01],
  [2, 3, 0.02],
  [3, 4, 0.05],
  [4, 6, 0.1],
  [6, 10, 0.2],
  [10, 20, 0.5],
  [20, 30, 1],
  [30, 50, 2],
  [50, 100, 5],
  [100, 1000, 10],
];

const LADDER: readonly number[] = (() => {
  const out: number[] = [];
  for (const [from, to, step] of BANDS) {
    for (let cents = Math.round(from * 100); cents < Math.round(to * 100); cents += Math.round(step * 100)) out.push(cents / 100);
  }
  out.push(1000);
  return out;
})();

/** Index of the ladder price nearest to p. */
export function ladderIndex(p: number): number {
  let lo = 0;
  let hi = LADDER.length - 1;
  if (p <= (LADDER[0] ?? 1.01)) return 0;
  if (p >= (LADDER[hi] ?? 1000)) return hi;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((LADDER[mid] ?? 0) <= p) lo = mid;
    else hi = mid;
  }
  return p - (LADDER[lo] ?? 0) <= (LADDER[hi] ?? 0) - p ? lo : hi;
}

export function ladderAt(i: number): number {
  return LADDER[Math.max(0, Math.min(LADDER.length - 1, i))] ?? 1.01;
}

/** The ladder price `steps` ticks away from p (the bet slip's - and + buttons). */
export function ladderStep(p: number, steps: number): number {
  return ladderAt(ladderIndex(p) + steps);
}
