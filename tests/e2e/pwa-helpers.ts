import type { Page } from '@playwright/test';

/** Waits until the service worker controls the page (after the first install it claims the page). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return !!navigator.serviceWorker.controller;
  });
}

/** Every entry of every Cache Storage cache: cache name, URL, and whether the stored request carried credentials. */
export async function cacheEntries(page: Page): Promise<Array<{ cache: string; url: string; path: string; auth: boolean; body: string }>> {
  return page.evaluate(async () => {
    const out: Array<{ cache: string; url: string; path: string; auth: boolean; body: string }> = [];
    for (const name of await caches.keys()) {
      const c = await caches.open(name);
      for (const req of await c.keys()) {
        const res = await c.match(req);
        const type = res?.headers.get('Content-Type') ?? '';
        const body = res && /json|text|html/.test(type) ? await res.text() : '';
        out.push({ cache: name, url: req.url, path: new URL(req.url).pathname, auth: req.headers.has('Authorization'), body });
      }
    }
    return out;
  });
}

/** The raw text of the persisted query cache (IndexedDB 'taka-query', store 'cache'). */
export async function persistedQueryCache(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((ok, fail) => {
        const open = indexedDB.open('taka-query');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('cache')) return ok('');
          const all = db.transaction('cache').objectStore('cache').getAll();
          all.onsuccess = () => ok(all.result.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join('\n'));
          all.onerror = () => fail(all.error);
        };
      }),
  );
}

/** Query keys in the persisted cache. */
export function persistedKeys(raw: string): unknown[][] {
  return raw
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      const parsed = JSON.parse(line) as { clientState?: { queries?: Array<{ queryKey: unknown[] }> } };
      return (parsed.clientState?.queries ?? []).map((q) => q.queryKey);
    });
}

/** Sources of the images on the page that have loaded. */
export async function loadedImages(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.images].filter((i) => i.complete && i.naturalWidth > 0 && !i.currentSrc.startsWith('data:')).map((i) => new URL(i.currentSrc).pathname),
  );
}
