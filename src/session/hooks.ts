import { useSyncExternalStore } from 'react';
import type { Session, SessionKey } from './keys';
import { getSession, isLoggedIn, subscribeSession } from './store';

/** The whole session: re-renders on any change of any key (prefer useSessionValue for one key). */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** One stored key: re-renders only when that key changes (the support keys arrive after the first render). */
export function useSessionValue(key: SessionKey): string | undefined {
  const read = () => getSession()[key];
  return useSyncExternalStore(subscribeSession, read, read);
}

const loggedIn = () => isLoggedIn();

export function useLoggedIn(): boolean {
  return useSyncExternalStore(subscribeSession, loggedIn, loggedIn);
}
