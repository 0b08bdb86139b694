import type { SportEventItem, SportName } from '../../../api/contract/exchange';
import { dhakaDay, dhakaDayStart } from '../../../lib/dhaka-time';

/** A listed event with the sport it was listed under (added on the client, spec 3 section 3). */
export type ExchangeEvent = SportEventItem & { sport: SportName };

export const SPORT_ORDER: readonly SportName[] = ['cricket', 'soccer', 'tennis'];

export function withSport(sport: SportName, list: readonly SportEventItem[]): ExchangeEvent[] {
  return list.map((e) => ({ ...e, sport }));
}

/** In-Play keeps only the events whose match odds report inplay true. */
export function filterInplay(events: readonly ExchangeEvent[], inplayByMarket: ReadonlyMap<string, boolean>): ExchangeEvent[] {
  return events.filter((e) => inplayByMarket.get(e.MarketId) === true);
}

/** Groups by sport in the order Cricket, Soccer, Tennis; a group with no events is left out. */
export function groupBySport<T extends { sport: SportName }>(events: readonly T[]): Array<{ sport: SportName; events: T[] }> {
  return SPORT_ORDER.map((sport) => ({ sport, events: events.filter((e) => e.sport === sport) })).filter((g) => g.events.length > 0);
}

function isClosed(e: ExchangeEvent): boolean {
  return e.Status === 'closed';
}

/** Events (not closed) starting on the Dhaka day `offsetDays` from now (0 today, 1 tomorrow). */
export function filterByDhakaDay(events: readonly ExchangeEvent[], now: Date | number, offsetDays: number): ExchangeEvent[] {
  const day = dhakaDay(dhakaDayStart(now, offsetDays));
  return events.filter((e) => !isClosed(e) && !!e.StartTime && !Number.isNaN(Date.parse(e.StartTime)) && dhakaDay(e.StartTime) === day);
}

export function closedEvents(events: readonly ExchangeEvent[]): ExchangeEvent[] {
  return events.filter(isClosed);
}

/** Case-insensitive match on the event name; every word of the query must appear. */
export function searchEvents(events: readonly ExchangeEvent[], query: string): ExchangeEvent[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return events.filter((e) => {
    const name = e.Event.toLowerCase();
    return words.every((w) => name.includes(w));
  });
}

export function byStart(a: ExchangeEvent, b: ExchangeEvent): number {
  return (Date.parse(a.StartTime ?? '') || 0) - (Date.parse(b.StartTime ?? '') || 0);
}
