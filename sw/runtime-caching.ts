/// <reference lib="WebWorker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { addressesToStore, isCacheableRequest, MAX_IMAGE_BYTES, readableImageRequest } from './policy';
import { answerImage } from './storage-images';
import { PUBLIC_API_UPDATED, STORE_PUBLIC_ANSWERS } from '../src/shared/sw-messages';

const API_CACHE = 'public-api-v1';
const IMAGE_CACHE = 'storage-images-v1';
/** Never store a refused, partial or credentialed answer. */
const onlyGoodAnswers = {
  cacheWillUpdate: async ({ request, response }: { request: Request; response: Response }) =>
    isCacheableRequest(request) && response.status === 200 && !response.headers.get('Set-Cookie') ? response : null,
};

const notTooBig = {
  cacheWillUpdate: async ({ response }: { response: Response }) => {
    const size = Number(response.headers.get('Content-Length') || 0);
    return size > MAX_IMAGE_BYTES ? null : response;
  },
};

/**
 * After a background revalidation stored a different answer, tell the open pages, so a screen that
 * rendered the stale copy refetches (and gets the fresh one from the cache) instead of waiting for
 * the next visit: a switch to maintenance shows at once.
 */
const announceChanges = {
  cacheDidUpdate: async ({ request, oldResponse, newResponse }: { request: Request; oldResponse?: Response | null; newResponse: Response }) => {
    if (!oldResponse) return;
    const [before, after] = await Promise.all([oldResponse.clone().text(), newResponse.clone().text()]);
    if (before === after) return;
    const scope = self as unknown as ServiceWorkerGlobalScope;
    for (const client of await scope.clients.matchAll({ type: 'window' }))
      client.postMessage({ type: PUBLIC_API_UPDATED, path: new URL(request.url).pathname });
  },
};

/** An image that is neither cached nor reachable (offline) shows the precached fallback picture. */
const FALLBACK_IMAGE = '/img/fallback-game.svg';

/**
 * Public calls (the one list in src/api/public-calls) on this site or the configured API hosts are
 * answered stale-while-revalidate. A request with an Authorization header is never matched, so a
 * private answer is never stored; only GETs are routed here, so POSTs are never cached.
 */
export function registerRuntimeCaching(publicPaths: readonly string[], maxAgeMs: number, origins: ReadonlySet<string>): void {
  const site = self.location.origin;
  const paths = new Set(publicPaths);
  const isPublicUrl = (url: URL) => origins.has(url.origin) && paths.has(url.pathname);
  const publicAnswers = new StaleWhileRevalidate({
    cacheName: API_CACHE,
    plugins: [onlyGoodAnswers, announceChanges, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: maxAgeMs / 1000, purgeOnQuotaError: true })],
  });
  registerRoute(({ url, request }) => isPublicUrl(url) && isCacheableRequest(request), publicAnswers, 'GET');
  // the answers a page received before this worker controlled it (src/features/pwa/first-answers.ts),
  // asked for here with the route's own strategy: a reload of the page does not cancel them
  self.addEventListener('message', (event) => {
    const ev = event as ExtendableMessageEvent;
    if ((ev.data as { type?: string } | null)?.type !== STORE_PUBLIC_ANSWERS) return;
    for (const href of addressesToStore(ev.data, isPublicUrl, paths.size * 4)) {
      ev.waitUntil(publicAnswers.handle({ event: ev, request: new Request(href) }).catch(() => undefined));
    }
  });
  const images = new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      { requestWillFetch: async ({ request }) => readableImageRequest(request, site) },
      onlyGoodAnswers,
      notTooBig,
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  });
  const withoutCors = new Set<string>();
  registerRoute(
    ({ url, request }) => url.pathname.startsWith('/storage/') && isCacheableRequest(request),
    (options) =>
      answerImage(options.request, site, withoutCors, {
        stored: () => images.handle(options),
        direct: () => fetch(options.request),
        fallback: () => matchPrecache(FALLBACK_IMAGE),
      }),
    'GET',
  );
}
