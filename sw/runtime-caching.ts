/// <reference lib="WebWorker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';

export const API_CACHE = 'public-api-v1';
export const IMAGE_CACHE = 'storage-images-v1';

/**
 * Public calls (the one list in src/api/public-calls) are answered stale-while-revalidate.
 * A request with an Authorization header is never matched, so a private answer is never stored;
 * only GETs are routed here, so POSTs are never cached.
 */
export function registerRuntimeCaching(publicPaths: readonly string[]): void {
  const paths = new Set(publicPaths);
  registerRoute(
    ({ url, request, sameOrigin }) => sameOrigin && paths.has(url.pathname) && !request.headers.has('Authorization'),
    new StaleWhileRevalidate({
      cacheName: API_CACHE,
      plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true })],
    }),
    'GET',
  );
  registerRoute(
    ({ url, request }) => url.pathname.startsWith('/storage/') && !request.headers.has('Authorization'),
    new CacheFirst({
      cacheName: IMAGE_CACHE,
      plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
    }),
    'GET',
  );
}
