import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { SPORTS, type SportName } from '../../api/contract/exchange';
import { sportsQueries } from '../../api/calls/exchange';
import type { QueryLike } from '../../ui/QueryState';
import { type ExchangeEvent, withSport } from './logic/events';

/**
 * The events of the three sports, each tagged with its sport. `failed` lists the sports whose call
 * failed with nothing to show (each screen shows an error with Retry for them while the others
 * still show). `query` is the three calls as one for QueryState: answered once one sport has events
 * or every call has answered or failed, failed only when every sport failed (Try again asks for all).
 */
export function useSportsEvents(sports: readonly SportName[] = SPORTS) {
  const results = useQueries({ queries: sports.map((s) => sportsQueries.events(s)) });
  const events = useMemo(() => results.flatMap((r, i) => (r.data ? withSport(sports[i] ?? 'cricket', r.data) : [])), [results, sports]);
  const bySport = useMemo(() => new Map(sports.map((s, i) => [s, results[i]] as const)), [results, sports]);
  const failedKey = sports.filter((_, i) => results[i]?.isError && results[i]?.data === undefined).join(',');
  const failed = useMemo(() => (failedKey ? (failedKey.split(',') as SportName[]) : []), [failedKey]);
  const allFailed = sports.length > 0 && failed.length === sports.length;
  const settled = results.every((r) => r.data !== undefined || r.isError);
  const query: QueryLike<ExchangeEvent[]> = {
    data: !allFailed && (events.length > 0 || settled) ? events : undefined,
    error: results.find((r) => r.isError)?.error ?? null,
    isError: allFailed,
    isPaused: results.some((r) => r.isPaused),
    refetch: () => Promise.all(results.map((r) => r.refetch())),
  };
  return {
    events,
    bySport,
    failed,
    query,
    /** every sport's call has answered or failed: no group of events arrives later */
    settled,
    /** Asks again for one sport's events. */
    retry: (sport: SportName) => {
      void bySport.get(sport)?.refetch();
    },
  };
}

/** inplay of each market from its match odds (the in-play list keeps only those reporting true). */
export function useInplayByMarket(events: readonly ExchangeEvent[], enabled = true) {
  const candidates = useMemo(() => events.filter((e) => e.Status !== 'closed'), [events]);
  const results = useQueries({
    queries: candidates.map((e) => ({ ...sportsQueries.inplayCheck(e.MarketId), enabled })),
  });
  const map = useMemo(() => {
    const m = new Map<string, boolean>();
    candidates.forEach((e, i) => {
      const first = results[i]?.data?.[0];
      if (first) m.set(e.MarketId, first.inplay);
    });
    return m;
  }, [candidates, results]);
  return { inplayByMarket: map, isLoading: results.some((r) => r.isLoading) };
}

/** Options of a query the poller writes (odds page, multi markets): screens only read it. */
export const POLLED = { enabled: false, staleTime: Number.POSITIVE_INFINITY, gcTime: 30_000 } as const;
