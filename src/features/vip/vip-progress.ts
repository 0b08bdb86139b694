import { VIP_LEVELS } from '../../api/contract/vip';

/**
 * The side panel's progress bar runs from Normal to Elite I on /vip's scale: lifetime VIP points
 * received, against the points at which Elite I starts (the spec names only the two ends).
 */
export const ELITE_I_VP = VIP_LEVELS.find((l) => l.level === 'Elite I')?.experience ?? 0;

/** Percent of the way from Normal to Elite I, 0 to 100, two decimals. */
export function vipProgress(experience: number, target = ELITE_I_VP): number {
  if (!Number.isFinite(experience) || experience <= 0 || target <= 0) return 0;
  return Math.min(100, Math.round((experience / target) * 10_000) / 100);
}
