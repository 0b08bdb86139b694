import type { BookmakerRowItem, EventDetail, FancyRowItem, MatchOdds } from '../../../api/contract/exchange';

/** The first item of a match-odds answer (the spec reads only that one). */
export function firstMatchOdds(answer: readonly MatchOdds[] | undefined): MatchOdds | undefined {
  return answer?.[0];
}

/** Bookmaker rows: the first entry of the event's bookmaker map, its runners as a list. */
export function bookmakerRows(detail: EventDetail | undefined, eventId: string): BookmakerRowItem[] {
  const item = detail?.data.items[eventId] ?? Object.values(detail?.data.items ?? {})[0];
  const first = Object.values(item?.bookmaker ?? {})[0];
  if (!first) return [];
  return Array.isArray(first.runners) ? first.runners : Object.values(first.runners);
}

export type FancyEntry = FancyRowItem & { key: string };

export function fancyRows(detail: EventDetail | undefined, eventId: string): FancyEntry[] {
  const item = detail?.data.items[eventId] ?? Object.values(detail?.data.items ?? {})[0];
  return Object.entries(item?.fancy2 ?? {}).map(([key, row]) => ({ ...row, key: row.id ?? key }));
}

/** Fancy tabs: 1 All, 2 Fancy, 3 Khadda, 4 Lottery, 5 Odd/Even, 6 Ball by Ball. */
export const FANCY_TABS = [
  { type: 1, key: 'all' },
  { type: 2, key: 'fancy' },
  { type: 3, key: 'khadda' },
  { type: 4, key: 'lottery' },
  { type: 5, key: 'oddEven' },
  { type: 6, key: 'ballByBall' },
] as const;

export function filterFancy<T extends { type?: number | undefined }>(rows: readonly T[], tab: number): T[] {
  return tab === 1 ? [...rows] : rows.filter((r) => Number(r.type ?? 2) === tab);
}
