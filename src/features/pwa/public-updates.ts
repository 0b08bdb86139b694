import type { QueryClient } from '@tanstack/react-query';
import { PUBLIC_CALLS } from '../../api';

/**
 * The service worker stored a newer public answer than the one it served: refetch that query.
 * Started at boot, before the first requests, so an announcement about them is never missed
 * (a switch to maintenance shows on this start even when the settings were served from cache).
 */
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
