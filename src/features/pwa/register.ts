import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { isPublicCallName, PUBLIC_CALLS } from '../../api';
import { createStore } from './store';

/** How often a running app asks for a new version while online. */
export const UPDATE_CHECK_MS = 30 * 60 * 1000;

/** Set when a new service worker waits; calling it activates the new version and reloads. */
const update = createStore<(() => void) | null>(null);

export function useUpdateAvailable(): (() => void) | null {
  return useSyncExternalStore(update.subscribe, update.get, () => null);
}

let started = false;

function offerUpdate(skipWaiting: () => void): void {
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

function watchRegistration(reg: ServiceWorkerRegistration): void {
  const skip = () => reg.waiting?.postMessage({ type: 'SKIP_WAITING' });
  const watch = (sw: ServiceWorker | null) =>
    sw?.addEventListener('statechange', () => {
      if (sw.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(skip);
    });
  if (reg.waiting && navigator.serviceWorker.controller) offerUpdate(skip);
  watch(reg.installing);
  reg.addEventListener('updatefound', () => watch(reg.installing));
}

/**
 * Registers the service worker (workbox-window, loaded after the first paint). A waiting worker
 * offers Reload; the first install refetches the public queries once so they land in Cache Storage.
 */
export async function registerServiceWorker(qc: QueryClient): Promise<void> {
  if (started || import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  started = true;
  document.documentElement.dataset.build = __BUILD_ID__;
  const hadController = !!navigator.serviceWorker.controller;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });

  // a new version waits: offer Reload (workbox-window's event, and the registration itself in case
  // the browser found the update before this page registered)
  wb.addEventListener('waiting', () => offerUpdate(() => wb.messageSkipWaiting()));

  if (!hadController) {
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => void qc.refetchQueries({ predicate: (q) => isPublicCallName(q.queryKey[0]) && q.getObserversCount() > 0 }),
      { once: true },
    );
  }

  // a browser that blocks service workers rejects here: the app simply runs without one
  const reg = await wb.register().catch((e: unknown) => {
    console.warn('service worker not registered', e);
    return undefined;
  });
  if (reg) watchRegistration(reg);
  const check = () => {
    if (navigator.onLine) void wb.update().catch(() => {});
  };
  setInterval(check, UPDATE_CHECK_MS);
  window.addEventListener('online', check);
}

/** The service worker stored a newer public answer than the one shown: refetch that query. */
export function listenForPublicUpdates(qc: QueryClient): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => {};
  const onMessage = (ev: MessageEvent<{ type?: string; path?: string }>) => {
    if (ev.data?.type !== 'PUBLIC_API_UPDATED') return;
    const name = Object.entries(PUBLIC_CALLS).find(([, path]) => path === ev.data.path)?.[0];
    if (name) void qc.invalidateQueries({ queryKey: [name] });
  };
  navigator.serviceWorker.addEventListener('message', onMessage);
  return () => navigator.serviceWorker.removeEventListener('message', onMessage);
}
