import * as X from '../contract/exchange';
import { endpoint } from './define';
import type { SportName } from '../contract/exchange';
import { describeCalls, queriesOf } from './describe';

const env = import.meta.env ?? {};

/** The sports host's own IP lookup (the reference API serves it there), whatever address a build gives the call. */
export const sportsHostIpLookup = endpoint({ method: 'GET', path: '/api/ip', host: 'sports', auth: 'none', query: X.IpQuery, response: X.IpAnswer });

/** Sports host calls: no token (spec 3, section 6). The IP lookup may be an absolute address (VITE_IP_LOOKUP_URL). */
export const exchangeEndpoints = {
  sportsEvents: endpoint({ method: 'GET', path: '/api/sports-events/{sport}', host: 'sports', auth: 'none', response: X.SportEventsAnswer }),
  matchOdds: endpoint({ method: 'GET', path: '/api/match-odds/{marketId}', host: 'sports', auth: 'none', response: X.MatchOddsAnswer }),
  sportsEvent: endpoint({ method: 'GET', path: '/api/event/{eventId}', host: 'sports', auth: 'none', response: X.EventAnswer }),
  scoreBoard: endpoint({
    method: 'GET',
    path: '/api/score/board/{eventId}',
    host: 'sports',
    auth: 'none',
    response: X.ScoreBoardAnswer,
    responseType: 'text',
  }),
  ipLookup: { ...sportsHostIpLookup, path: env.VITE_IP_LOOKUP_URL || sportsHostIpLookup.path },
};

const describe = describeCalls(exchangeEndpoints);
/** the odds page's live prices: every 300 ms (1 s to save data) */
const ODDS_PAGE_POLL = { intervalMs: 300, dataSaverIntervalMs: 1000 };
const sportsKey = <const P extends readonly unknown[]>(...parts: P) => ['sports', ...parts] as const;

/**
 * Sports host calls. Keys start with 'sports': never persisted (not public calls), never private.
 * The odds page's match odds and event are polled (src/poller) under these same keys.
 */
export const sportsCalls = {
  events: (sport: SportName) => describe('sportsEvents', { params: { sport }, key: sportsKey('events', sport), staleTime: 15_000, refetchInterval: 30_000 }),
  /** polled with the event as one job while the odds page is open */
  matchOdds: (marketId: string) =>
    describe('matchOdds', { params: { marketId }, key: sportsKey('matchOdds', marketId), staleTime: 10_000, poll: ODDS_PAGE_POLL }),
  /** a market pinned to /exchange-multi: the same answer, polled less often (several are open at once) */
  pinnedOdds: (marketId: string) =>
    describe('matchOdds', {
      params: { marketId },
      key: sportsKey('matchOdds', marketId),
      staleTime: 10_000,
      poll: { intervalMs: 1000, dataSaverIntervalMs: 3000 },
    }),
  /** the in-play list's check of an event's market: the same answer, only its inplay flag is read */
  inplayCheck: (marketId: string) =>
    describe('matchOdds', { params: { marketId }, key: sportsKey('matchOdds', marketId), staleTime: 10_000, refetchInterval: 15_000 }),
  event: (eventId: string) => describe('sportsEvent', { params: { eventId }, key: sportsKey('event', eventId), staleTime: 10_000, poll: ODDS_PAGE_POLL }),
  scoreBoard: (eventId: string) => describe('scoreBoard', { params: { eventId }, key: sportsKey('scoreBoard', eventId), staleTime: 5 * 60_000, retry: 2 }),
  ip: () => describe('ipLookup', { query: { format: 'json' }, key: sportsKey('ip'), staleTime: 30 * 60_000, retry: 2 }),
};

export const sportsQueries = queriesOf(sportsCalls);
