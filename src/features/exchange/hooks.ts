import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { SPORTS, type SportName } from '../../api/contract/exchange';
import { sportsQueries } from '../../api/queries-exchange';
import { type ExchangeEvent, withSport } from './logic/events';

/** The events of the three sports, each tagged with its sport. */
export function useSportsEvents(sports: readonly SportName[] = SPORTS) {
  const results = useQueries({ queries: sports.map((s) => sportsQueries.events(s)) });
  const events = useMemo(() => results.flatMap((r, i) => (r.data ? withSport(sports[i] ?? 'cricket', r.data) : [])), [results, sports]);
  const bySport = useMemo(() => new Map(sports.map((s, i) => [s, results[i]] as const)), [results, sports]);
  return {
    events,
    bySport,
    isLoading: results.some((r) => r.isLoading),
    isError: results.length > 0 && results.every((r) => r.isError),
    refetch: () => {
      for (const r of results) void r.refetch();
    },
  };
}

/** inplay of each market from its match odds (the in-play list keeps only those reporting true). */
export function useInplayByMarket(events: readonly ExchangeEvent[], enabled = true) {
  const candidates = useMemo(() => events.filter((e) => e.Status !== 'closed'), [events]);
  const results = useQueries({
    queries: candidates.map((e) => ({ ...sportsQueries.matchOdds(e.MarketId), enabled, refetchInterval: 15_000 })),
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
