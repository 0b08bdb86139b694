import { useSyncExternalStore } from 'react';
import { createStore } from './store';

/** Set when a new service worker waits; calling it activates the new version and reloads. */
const update = createStore<(() => void) | null>(null);

export function useUpdateAvailable(): (() => void) | null {
  return useSyncExternalStore(update.subscribe, update.get, () => null);
}

/** Shows "New version available"; Reload activates the waiting worker, then reloads once it controls the page. */
export function offerUpdate(skipWaiting: () => void): void {
  if (update.get()) return;
  update.set(() => {
    let reloaded = false;
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (reloaded) return;
      reloaded = true;
      window.location.reload();
    });
    skipWaiting();
  });
}
