import { useQuery } from '@tanstack/react-query';
import { privateQueries } from '../../api';
import { useLoggedIn } from '../../session';

/** The main wallet balance, kept fresh every 10 s while logged in. */
export function useBalance() {
  const loggedIn = useLoggedIn();
  return useQuery({ ...privateQueries.balance(), enabled: loggedIn, refetchInterval: loggedIn ? 10_000 : false, refetchIntervalInBackground: false });
}
