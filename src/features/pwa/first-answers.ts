import { apiConfig, PUBLIC_CALL_PATHS } from '../../api';
import { STORE_PUBLIC_ANSWERS } from '../../shared/sw-messages';

/** How long after the first install an answer still on its way without the worker is asked again (longer than a call's timeout). */
const IN_FLIGHT_MS = 60_000;

/**
 * The public answers this page received without the service worker: their addresses, once each, from
 * the page's resource timing (the early requests of index.html included). An answer the worker gave
 * has a `workerStart`.
 */
export function firstPublicAnswers(entries: readonly { name: string; initiatorType: string; workerStart?: number }[], apiBase: string): string[] {
  const origin = new URL(apiBase).origin;
  const out = new Set<string>();
  for (const e of entries) {
    if (e.initiatorType !== 'fetch' || (e.workerStart ?? 0) > 0) continue;
    const url = new URL(e.name);
    if (url.origin === origin && PUBLIC_CALL_PATHS.includes(url.pathname)) out.add(url.href);
  }
  return [...out];
}

/**
 * After the first install, has the worker now in control ask again for the public answers the page
 * already has, so they are in Cache Storage if the connection drops before the next request. The
 * worker asks (a request of the page's own was cancelled by a reload right after the install, and the
 * persisted query then kept it from being asked for again: it was missing offline). Not a refetch of
 * the queries: the screens have these answers and need not render again (a refetch of every public
 * query was a long task right after the page loaded). An answer still on its way when the worker took
 * control is seen by the observer when it arrives.
 */
export function storeFirstPublicAnswers(): void {
  const asked = new Set<string>();
  const store = (entries: readonly PerformanceEntry[]) => {
    const urls = firstPublicAnswers(entries as PerformanceResourceTiming[], apiConfig.platformBase()).filter((url) => !asked.has(url));
    for (const url of urls) asked.add(url);
    if (urls.length) navigator.serviceWorker.controller?.postMessage({ type: STORE_PUBLIC_ANSWERS, urls });
  };
  const observer = new PerformanceObserver((list) => store(list.getEntries()));
  observer.observe({ type: 'resource', buffered: true });
  setTimeout(() => observer.disconnect(), IN_FLIGHT_MS);
}
