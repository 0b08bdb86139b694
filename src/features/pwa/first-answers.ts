import { apiConfig, PUBLIC_CALL_PATHS } from '../../api';

/**
 * The public answers this page received before the service worker controlled it: their addresses,
 * once each, from the page's resource timing (the early requests of index.html included).
 */
export function firstPublicAnswers(entries: readonly { name: string; initiatorType: string }[], apiBase: string): string[] {
  const origin = new URL(apiBase).origin;
  const out = new Set<string>();
  for (const e of entries) {
    if (e.initiatorType !== 'fetch') continue;
    const url = new URL(e.name);
    if (url.origin === origin && PUBLIC_CALL_PATHS.includes(url.pathname)) out.add(url.href);
  }
  return [...out];
}

/**
 * After the first install, asks again, through the worker now in control, for the public answers the
 * page already has, so they are in Cache Storage if the connection drops before the next request.
 * Plain requests, not a refetch of the queries: the screens have these answers and need not render again
 * (a refetch of every public query was a long task right after the page loaded).
 */
export function storeFirstPublicAnswers(): void {
  const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  for (const url of firstPublicAnswers(entries, apiConfig.platformBase())) void fetch(url).catch(() => undefined);
}
