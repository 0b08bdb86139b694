/** What the service worker may store, kept apart from workbox so it is testable in Node. */

/** one image bigger than this is served but not stored */
export const MAX_IMAGE_BYTES = 1024 * 1024;

/** Only GETs without credentials are ever answered from or written to a cache. */
export function isCacheableRequest(request: Request): boolean {
  return request.method === 'GET' && !request.headers.has('Authorization');
}
