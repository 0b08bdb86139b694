import { useSyncExternalStore } from 'react';
import type { Session } from './keys';
import { getSession, subscribeSession } from './store';

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

export function useLoggedIn(): boolean {
  return !!useSession().token;
}
