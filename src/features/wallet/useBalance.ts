import { type QueryClient, useQuery } from '@tanstack/react-query';
import { playerCalls, playerQueries } from '../../api';
import { pollJob, usePoll } from '../../poller';
import { useLoggedIn } from '../../session';

/**
 * The main wallet balance, as the poller (one per browser, mounted by the shells) writes it: its
 * first round runs as soon as a player is logged in, and a new tab gets the leader's last answer,
 * so no screen or tab fetches it on its own (that was one or two extra requests per tab start).
 * refetch() is the reload control.
 */
export function useBalance() {
  return useQuery({ ...playerQueries.balance(), enabled: false, staleTime: Number.POSITIVE_INFINITY });
}

/** After a money action: a fresh balance now, not at the next poll (invalidating skips a query nobody fetches). */
export function refreshBalance(qc: QueryClient): void {
  void qc.fetchQuery({ ...playerQueries.balance(), staleTime: 0 }).catch(() => {
    /* the next poll round tries again */
  });
}

/** Mounted once in the shell: polls the balance while a player is logged in. */
export function useBalancePolling(): void {
  const loggedIn = useLoggedIn();
  usePoll(loggedIn ? pollJob({ id: 'balance', calls: [playerCalls.balance()] }) : null);
}
