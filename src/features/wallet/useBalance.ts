import { useQuery } from '@tanstack/react-query';
import { privateQueries } from '../../api';
import { usePoll } from '../../poller';
import { useLoggedIn } from '../../session';

export const BALANCE_POLL_MS = 10_000;

/**
 * The main wallet balance. Fetched once when nothing is known yet; after that the poller (one per
 * browser) keeps it fresh every 10 s, so mounting more screens or tabs adds no requests.
 * refetch() is the reload control.
 */
export function useBalance() {
  const loggedIn = useLoggedIn();
  return useQuery({ ...privateQueries.balance(), enabled: loggedIn, staleTime: Number.POSITIVE_INFINITY });
}

/** Mounted once in the shell: polls the balance while a player is logged in. */
export function useBalancePolling(): void {
  const loggedIn = useLoggedIn();
  usePoll(
    loggedIn
      ? { id: 'balance', intervalMs: BALANCE_POLL_MS, private: true, calls: [{ endpoint: 'balance', queryKey: privateQueries.balance().queryKey }] }
      : null,
  );
}
