import type { QueryClient } from '@tanstack/react-query';
import { PUBLIC_CALLS, type PublicCallName, publicKey } from '../../api';
import { PUBLIC_API_UPDATED } from '../../shared/sw-messages';

/**
 * The service worker stored a newer public answer than the one it served: refetch that query.
 * Started at boot, before the first requests, so an announcement about them is never missed
 * (a switch to maintenance shows on this start even when the settings were served from cache).
 */
export function listenForPublicUpdates(qc: QueryClient): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => {};
  const onMessage = (ev: MessageEvent<{ type?: string; path?: string }>) => {
    if (ev.data?.type !== PUBLIC_API_UPDATED) return;
    const name = (Object.keys(PUBLIC_CALLS) as PublicCallName[]).find((n) => PUBLIC_CALLS[n] === ev.data.path);
    if (!name) return;
    void qc.invalidateQueries({ queryKey: publicKey(name) });
    // The older answer may still be on its way (the announcement can beat it): a first request, or one
    // no screen watches yet (boot's), is not sent again by the invalidation, and its arrival clears the
    // invalid mark. Ask once more when it lands.
    const cache = qc.getQueryCache();
    for (const q of cache.findAll({ queryKey: publicKey(name), fetchStatus: 'fetching' })) {
      if (q.state.data !== undefined && q.getObserversCount() > 0) continue;
      const stop = cache.subscribe((e) => {
        if (e.query !== q || e.type !== 'updated' || (e.action.type !== 'success' && e.action.type !== 'error')) return;
        stop();
        if (e.action.type === 'success') void qc.invalidateQueries({ queryKey: q.queryKey, exact: true, refetchType: 'all' });
      });
    }
  };
  navigator.serviceWorker.addEventListener('message', onMessage);
  return () => navigator.serviceWorker.removeEventListener('message', onMessage);
}
