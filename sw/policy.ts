/** What the service worker may store, kept apart from workbox so it is testable in Node. */

/** one image bigger than this is served but not stored */
export const MAX_IMAGE_BYTES = 1024 * 1024;

/** Only GETs without credentials are ever answered from or written to a cache. */
export function isCacheableRequest(request: Request): boolean {
  return request.method === 'GET' && !request.headers.has('Authorization');
}

/**
 * The addresses a page asked the worker to store (STORE_PUBLIC_ANSWERS, src/features/pwa/first-answers.ts)
 * that are public calls, once each and at most `max` of them; anything else in the message is ignored.
 */
export function addressesToStore(data: unknown, isPublic: (url: URL) => boolean, max: number): string[] {
  const urls = (data as { urls?: unknown } | null)?.urls;
  if (!Array.isArray(urls)) return [];
  const out = new Set<string>();
  for (const href of urls) {
    if (out.size >= max) break;
    if (typeof href !== 'string' || !URL.canParse(href)) continue;
    const url = new URL(href);
    if (isPublic(url)) out.add(url.href);
  }
  return [...out];
}

/**
 * The origins whose public calls are cached: this site and the configured platform and sports hosts
 * (VITE_PLATFORM_API / VITE_SPORTS_API; in production the PWA is on a CDN and the API elsewhere).
 * Anything that is not an http(s) address is left out.
 */
export function apiOrigins(siteOrigin: string, configured: ReadonlyArray<string | undefined>): ReadonlySet<string> {
  const out = new Set([siteOrigin]);
  for (const base of configured) {
    if (!base || !/^https?:\/\//i.test(base)) continue;
    try {
      out.add(new URL(base).origin);
    } catch {
      /* not an address */
    }
  }
  return out;
}

/**
 * An <img> on another host is asked for without CORS, and its answer is opaque: its status cannot be
 * checked, and browsers count each stored opaque answer as megabytes of quota. Such a request is
 * asked again with CORS (no credentials), so the answer can be checked and stored like a same-site one.
 */
export function readableImageRequest(request: Request, siteOrigin: string): Request {
  if (request.mode !== 'no-cors' || new URL(request.url).origin === siteOrigin) return request;
  return new Request(request.url, { mode: 'cors', credentials: 'omit', headers: { Accept: request.headers.get('Accept') ?? 'image/*' } });
}
