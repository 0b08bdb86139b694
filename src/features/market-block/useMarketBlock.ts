import { useQuery } from '@tanstack/react-query';
import { privateQueries } from '../../api';
import { useLoggedIn } from '../../session';

export type Section = 'exchange' | 'sports' | 'games';

/** Which sections the player's upline has blocked (GET /api/market/block). Guests: none. */
export function useMarketBlock(): { isBlocked: (s: Section) => boolean; isLoading: boolean } {
  const loggedIn = useLoggedIn();
  const q = useQuery({ ...privateQueries.marketBlock(), enabled: loggedIn, staleTime: 60_000 });
  const row = q.data?.data[0];
  return {
    isLoading: q.isLoading,
    isBlocked: (s) => {
      if (!row) return false;
      if (s === 'exchange') return Number(row.exchange_market) === 1;
      if (s === 'sports') return Number(row.cs_market) === 1;
      return Number(row.games_market) === 1;
    },
  };
}
