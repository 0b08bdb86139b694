/// <reference lib="WebWorker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { PUBLIC_ANSWER_MAX_AGE_MS, PUBLIC_CALL_PATHS } from '../src/api/public-calls';
import { langFromCookie, prerenderedFile } from '../src/shared/prerendered';
import { apiOrigins } from './policy';
import { listenForPush } from './push';
import { registerRuntimeCaching } from './runtime-caching';
import { SKIP_WAITING } from '../src/shared/sw-messages';

declare const self: ServiceWorkerGlobalScope & { cookieStore?: { get: (name: string) => Promise<{ value: string } | null> } };

/** The `lang` cookie the app sets (a worker sees no Cookie header; Chromium gives it the Cookie Store API). */
async function cookieLang() {
  const cookie = await self.cookieStore?.get('lang').catch(() => null);
  return langFromCookie(cookie ? `lang=${cookie.value}` : '');
}

// the app shell: HTML, JS, CSS, fonts, icons and fallback images of this build
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// every route opens offline from the precache: an address the build prerendered as its page in the
// player's language (as the server picks it; none is precached for the others), any other address
// (or a search) from the app shell;
// API, storage and captcha are never navigations
const shell = createHandlerBoundToURL('/index.html');
registerRoute(
  new NavigationRoute(
    async (options) => {
      const { url } = options;
      const file = url.search ? undefined : prerenderedFile(url.pathname, await cookieLang(), 'sw');
      return (file && (await matchPrecache(file))) || shell(options);
    },
    { denylist: [/^\/api\//, /^\/storage\//, /^\/captcha/, /^\/sw\.js$/, /^\/exchange-site/] },
  ),
);

// in production the PWA is on a CDN and the operator's API on hosts of its own (build-time configuration)
registerRuntimeCaching(
  PUBLIC_CALL_PATHS,
  PUBLIC_ANSWER_MAX_AGE_MS,
  apiOrigins(self.location.origin, [import.meta.env.VITE_PLATFORM_API, import.meta.env.VITE_SPORTS_API]),
);

// the first install takes control at once (nothing to keep in step); an update waits for the player's Reload
clientsClaim();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

// push notifications: money, bets, messages, limits (sw/push.ts)
listenForPush();
