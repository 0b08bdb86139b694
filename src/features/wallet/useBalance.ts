import { useQuery } from '@tanstack/react-query';
import { privateQueries } from '../../api';
import { usePoll } from '../../poller';
import { useLoggedIn } from '../../session';

export const BALANCE_POLL_MS = 10_000;

/** The main wallet balance; the poller refreshes it every 10 s while logged in. */
export function useBalance() {
  const loggedIn = useLoggedIn();
  return useQuery({ ...privateQueries.balance(), enabled: loggedIn, staleTime: BALANCE_POLL_MS });
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
