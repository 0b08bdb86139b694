import { dhakaDay } from './dhaka-time';

/** One Dhaka day of a profit-and-loss picture, in paisa. */
export interface DayPl {
  /** YYYY-MM-DD (Dhaka) */
  day: string;
  net: number;
  /** the sum of `net` from the first day of the period to this one */
  cumulative: number;
}

const DAY_MS = 86_400_000;
/** a period longer than this is cut to its last days: a bar per day stays readable on a phone */
export const MAX_CHART_DAYS = 92;

/**
 * Every Dhaka day from `from` to `to` (YYYY-MM-DD, both included) with the net of the results that
 * fall in it (0 on a day without any) and the running total. Results outside the period are left out.
 */
export function dailyPl(results: ReadonlyArray<{ at: string | number | Date; paisa: number }>, from: string, to: string): DayPl[] {
  const net = new Map<string, number>();
  for (const r of results) {
    const day = dhakaDay(r.at);
    net.set(day, (net.get(day) ?? 0) + r.paisa);
  }
  const first = Date.parse(`${from}T00:00:00Z`);
  const last = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(first) || Number.isNaN(last) || last < first) return [];
  const start = Math.max(first, last - (MAX_CHART_DAYS - 1) * DAY_MS);
  const days: DayPl[] = [];
  let cumulative = 0;
  for (let t = start; t <= last; t += DAY_MS) {
    // a UTC midnight read as a Dhaka day is that day (the +6 h offset stays inside it)
    const day = new Date(t).toISOString().slice(0, 10);
    const n = net.get(day) ?? 0;
    cumulative += n;
    days.push({ day, net: n, cumulative });
  }
  return days;
}
