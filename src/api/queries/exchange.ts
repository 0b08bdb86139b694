import type { SportName } from '../contract/exchange';
import { exchangeEndpoints } from '../endpoints/exchange';
import { describeCalls, queriesOf } from './describe';

const describe = describeCalls(exchangeEndpoints);
const sportsKey = <const P extends readonly unknown[]>(...parts: P) => ['sports', ...parts] as const;

/**
 * Sports host calls. Keys start with 'sports': never persisted (not public calls), never private.
 * The odds page's match odds and event are polled (src/poller) under these same keys.
 */
export const sportsCalls = {
  events: (sport: SportName) => describe('sportsEvents', { params: { sport }, key: sportsKey('events', sport), staleTime: 15_000, refetchInterval: 30_000 }),
  matchOdds: (marketId: string) => describe('matchOdds', { params: { marketId }, key: sportsKey('matchOdds', marketId), staleTime: 10_000 }),
  event: (eventId: string) => describe('sportsEvent', { params: { eventId }, key: sportsKey('event', eventId), staleTime: 10_000 }),
  scoreBoard: (eventId: string) => describe('scoreBoard', { params: { eventId }, key: sportsKey('scoreBoard', eventId), staleTime: 5 * 60_000, retry: 2 }),
  ip: () => describe('ipLookup', { query: { format: 'json' }, key: sportsKey('ip'), staleTime: 30 * 60_000, retry: 2 }),
};

export const sportsQueries = queriesOf(sportsCalls);
