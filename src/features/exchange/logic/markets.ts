import type { BookmakerRowItem, EventDetail, MatchOdds } from '../../../api/contract/exchange';
import type { Quote } from '../live-price';
import { type RowState, rowState } from './row-state';

/** The first item of a match-odds answer (the spec reads only that one). */
function firstMatchOdds(answer: readonly MatchOdds[] | undefined): MatchOdds | undefined {
  return answer?.[0];
}

/** The event's item: the one keyed by its id, else the only one there is. */
function eventItem(detail: EventDetail | undefined, eventId: string) {
  return detail?.data.items[eventId] ?? Object.values(detail?.data.items ?? {})[0];
}

/** The In-Play marker of a market. */
export const inplayOf = (answer: readonly MatchOdds[] | undefined) => firstMatchOdds(answer)?.inplay ?? false;

/** Bookmaker rows: the first entry of the event's bookmaker map, its runners as a list. */
export function bookmakerRows(detail: EventDetail | undefined, eventId: string): BookmakerRowItem[] {
  const item = eventItem(detail, eventId);
  const first = Object.values(item?.bookmaker ?? {})[0];
  if (!first) return [];
  return Array.isArray(first.runners) ? first.runners : Object.values(first.runners);
}

/*
 * Heads and quotes. A market's rows are rendered from its heads (who, in what state), which stay
 * equal while only prices move, so React renders nothing then; each price cell reads its quote on
 * its own (live-price.ts). Readers take the answer as the query cache holds it.
 */

export interface RunnerHead {
  id: string;
  name: string;
}
const runnerId = (r: { selectionId?: string | undefined; SelectionName: string }) => r.selectionId ?? r.SelectionName;

/** The runners of the first match-odds item; undefined until an answer is there (Loading...). */
export function runnerHeads(answer: readonly MatchOdds[] | undefined): RunnerHead[] | undefined {
  const first = firstMatchOdds(answer);
  return first?.runners.map((r) => ({ id: runnerId(r), name: r.SelectionName }));
}

/** depth 0 is the best price of the side */
export function runnerQuote(answer: unknown, id: string, side: 'back' | 'lay', depth: number): Quote | undefined {
  const runner = firstMatchOdds(answer as readonly MatchOdds[] | undefined)?.runners.find((r) => runnerId(r) === id);
  return (side === 'back' ? runner?.ex.availableToBack : runner?.ex.availableToLay)?.[depth];
}

/** Who a bookmaker or fancy row is: stays equal while its prices and its state move (both are followed per row). */
export interface RowHead {
  key: string;
  title: string;
  /** fancy tab type 2-6 */
  type: number;
}
const bookKey = (r: BookmakerRowItem) => r.selectionId ?? r.runner;

export function bookmakerHeads(detail: EventDetail | undefined, eventId: string): RowHead[] {
  return bookmakerRows(detail, eventId).map((r) => ({ key: bookKey(r), title: r.runner, type: 0 }));
}

/** A bookmaker row's state now; a row gone from the answer is suspended. */
export function bookmakerState(detail: EventDetail | undefined, eventId: string, key: string): RowState {
  const row = bookmakerRows(detail, eventId).find((r) => bookKey(r) === key);
  return row ? rowState(row) : 'suspended';
}

export function bookmakerQuote(detail: unknown, eventId: string, key: string, side: 'back' | 'lay'): Quote | undefined {
  const row = bookmakerRows(detail as EventDetail | undefined, eventId).find((r) => bookKey(r) === key);
  return row && { price: side === 'back' ? row.backPrice : row.layPrice };
}

export function fancyHeads(detail: EventDetail | undefined, eventId: string): RowHead[] {
  return Object.entries(eventItem(detail, eventId)?.fancy2 ?? {}).map(([key, r]) => ({ key, title: r.title, type: Number(r.type ?? 2) }));
}

export function fancyState(detail: EventDetail | undefined, eventId: string, key: string): RowState {
  const row = eventItem(detail, eventId)?.fancy2[key];
  return row ? rowState(row) : 'suspended';
}

/** 'no' is shown on the lay (pink) side, 'yes' on the back (blue) side; the size is the rate. */
export function fancyQuote(detail: unknown, eventId: string, key: string, side: 'no' | 'yes'): Quote | undefined {
  const row = eventItem(detail as EventDetail | undefined, eventId)?.fancy2[key];
  if (!row) return undefined;
  return side === 'no' ? { price: row.no, size: row.no_rate } : { price: row.yes, size: row.yes_rate };
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
