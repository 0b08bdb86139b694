/**
 * The side panel's progress bar runs from Normal (0 VP) to Elite I. The spec names the two ends
 * but not the points of Elite I; we use 1,000 VP (docs/decisions.md).
 */
export const ELITE_I_VP = 1000;

/** Percent of the way from Normal to Elite I, 0 to 100, two decimals. */
export function vipProgress(points: number, target = ELITE_I_VP): number {
  if (!Number.isFinite(points) || points <= 0 || target <= 0) return 0;
  return Math.min(100, Math.round((points / target) * 10_000) / 100);
}
