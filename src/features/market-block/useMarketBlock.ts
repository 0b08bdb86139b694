import { useQuery } from '@tanstack/react-query';
import { playerQueries } from '../../api';
import { useLoggedIn } from '../../session';
import type { QueryLike } from '../../ui/QueryState';

export type Section = 'exchange' | 'sports' | 'games';

export interface MarketBlock {
  isBlocked: (s: Section) => boolean;
  /** logged in and the answer is not known yet */
  isLoading: boolean;
  /** the check failed and nothing is known: a screen that sends the player on by itself must not */
  isError: boolean;
  retry: () => void;
  /** the check itself, for a screen that shows its states with QueryState */
  query: QueryLike<unknown>;
}

/** Which sections the player's upline has blocked (GET /api/market/block). Guests: none. */
export function useMarketBlock(): MarketBlock {
  const loggedIn = useLoggedIn();
  const q = useQuery({ ...playerQueries.marketBlock(), enabled: loggedIn, staleTime: 60_000 });
  const row = q.data?.data[0];
  return {
    // not known yet, whatever the query's state: it neither fetches nor counts as loading while the
    // persisted cache is restored, and a redirect screen took that for "not blocked"
    isLoading: loggedIn && q.data === undefined && !q.isError,
    // the redirect screens read this in their effects: one that sends the player on must not when the check failed
    isError: q.isError && !q.data,
    retry: () => void q.refetch(),
    query: q,
    isBlocked: (s) => {
      if (!row) return false;
      if (s === 'exchange') return Number(row.exchange_market) === 1;
      if (s === 'sports') return Number(row.cs_market) === 1;
      return Number(row.games_market) === 1;
    },
  };
}
