import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { isApiError } from '../../api';
import { createStore } from './store';

/**
 * Offline as the player lives it: the browser says so, or requests are failing for lack of network
 * (a captive portal, a dead mobile link). Any answer from the network clears it.
 */
const browserOffline = createStore(typeof navigator !== 'undefined' && navigator.onLine === false);
const failing = createStore(false);

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    browserOffline.set(false);
    failing.set(false);
  });
  window.addEventListener('offline', () => browserOffline.set(true));
}

/** Watches the query cache: a network failure raises the flag, a success lowers it. */
export function watchQueryNetwork(qc: QueryClient): () => void {
  return qc.getQueryCache().subscribe((ev) => {
    if (ev.type !== 'updated') return;
    if (ev.action.type === 'error' && isApiError(ev.action.error) && ev.action.error.isNetwork) failing.set(true);
    if (ev.action.type === 'success' && !ev.action.manual) failing.set(false);
  });
}

const subscribe = (l: () => void) => {
  const a = browserOffline.subscribe(l);
  const b = failing.subscribe(l);
  return () => {
    a();
    b();
  };
};
const get = () => browserOffline.get() || failing.get();

export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, get, () => false);
}
