import { queryOptions } from '@tanstack/react-query';
import { call } from './client';
import type { SportName } from './contract/exchange';
import { api } from './endpoints';

/**
 * Sports host queries. Keys start with 'sports': never persisted (not public calls), never private.
 * The odds page's match-odds and event answers are written by the poller under these same keys.
 */
export const sportsKeys = {
  events: (sport: SportName) => ['sports', 'events', sport] as const,
  matchOdds: (marketId: string) => ['sports', 'matchOdds', marketId] as const,
  event: (eventId: string) => ['sports', 'event', eventId] as const,
  scoreBoard: (eventId: string) => ['sports', 'scoreBoard', eventId] as const,
  ip: () => ['sports', 'ip'] as const,
};

export const sportsQueries = {
  events: (sport: SportName) =>
    queryOptions({
      queryKey: sportsKeys.events(sport),
      queryFn: ({ signal }) => call(api.sportsEvents, { params: { sport } }, { signal }),
      staleTime: 15_000,
      refetchInterval: 30_000,
    }),
  matchOdds: (marketId: string) =>
    queryOptions({
      queryKey: sportsKeys.matchOdds(marketId),
      queryFn: ({ signal }) => call(api.matchOdds, { params: { marketId } }, { signal }),
      staleTime: 10_000,
    }),
  event: (eventId: string) =>
    queryOptions({
      queryKey: sportsKeys.event(eventId),
      queryFn: ({ signal }) => call(api.sportsEvent, { params: { eventId } }, { signal }),
      staleTime: 10_000,
    }),
  scoreBoard: (eventId: string) =>
    queryOptions({
      queryKey: sportsKeys.scoreBoard(eventId),
      queryFn: ({ signal }) => call(api.scoreBoard, { params: { eventId } }, { signal }),
      staleTime: 5 * 60_000,
      retry: 2,
    }),
  ip: () =>
    queryOptions({
      queryKey: sportsKeys.ip(),
      queryFn: ({ signal }) => call(api.ipLookup, { query: { format: 'json' } }, { signal }),
      staleTime: 30 * 60_000,
      retry: 2,
    }),
};
