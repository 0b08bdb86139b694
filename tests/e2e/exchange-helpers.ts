import type { APIRequestContext } from '@playwright/test';

/** The live sports simulation as the exchange specs read it: events, the seeded in-play cricket match, its odds page. */

export interface WireEvent {
  EventId: string;
  MarketId: string;
  Event: string;
  Fancy: number;
  Bookmaker: number;
  Status: string;
}

export async function events(request: APIRequestContext, sport: string): Promise<WireEvent[]> {
  return (await (await request.get(`/api/sports-events/${sport}`)).json()) as WireEvent[];
}

/** The seeded in-play cricket match with fancy and bookmaker markets. */
export async function liveCricket(request: APIRequestContext): Promise<WireEvent> {
  const e = (await events(request, 'cricket')).find((x) => x.Status === 'inplay' && x.Fancy === 1 && x.Bookmaker === 1);
  if (!e) throw new Error('no in-play cricket event');
  return e;
}

/** An id as the app's own links write it (quoted; a bare id typed by hand is read the same: tests/unit/search-params.test.ts). */
const quoted = (id: string) => encodeURIComponent(JSON.stringify(id));

/** The odds page of an event, as the in-play list links to it. */
export const oddsUrl = (e: WireEvent, sport = 'cricket') =>
  `/odds-view?marketId=${quoted(e.MarketId)}&eventId=${quoted(e.EventId)}&selectedSport=${sport}&previousPath=%2Fexchange-inplay`;
