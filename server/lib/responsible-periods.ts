import type { LimitPeriod } from '../../src/api/contract/responsible';
import { DHAKA_OFFSET_MS, dhakaDayStart } from '../../src/lib/dhaka-time';

/**
 * A limit's period around `now`, on the Dhaka calendar: the day from midnight, the week from Monday
 * midnight, the month from the 1st. `end` is when what is used starts again from zero.
 */
export function periodBounds(period: LimitPeriod, now: number): { start: number; end: number } {
  if (period === 'daily') return { start: dhakaDayStart(now).getTime(), end: dhakaDayStart(now, 1).getTime() };
  const local = new Date(now + DHAKA_OFFSET_MS);
  if (period === 'weekly') {
    const sinceMonday = (local.getUTCDay() + 6) % 7;
    return { start: dhakaDayStart(now, -sinceMonday).getTime(), end: dhakaDayStart(now, 7 - sinceMonday).getTime() };
  }
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  return { start: Date.UTC(y, m, 1) - DHAKA_OFFSET_MS, end: Date.UTC(y, m + 1, 1) - DHAKA_OFFSET_MS };
}
