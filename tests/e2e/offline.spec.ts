import type { BrowserContext, Locator, Page } from '@playwright/test';
import { PUBLIC_CALL_PATHS } from '../../src/api/public-calls';
import { DEMO, expect, login, loginByApi, test } from './fixtures';
import { cacheEntries, loadedImages, persistedKeys, persistedQueryCache, waitForServiceWorker } from './pwa-helpers';

const PAGES = ['/', '/games', '/login'] as const;

test('after one visit, /, /games and /login open offline with the same images; /api/general comes from Cache Storage', async ({ page, context }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await waitForServiceWorker(page);
  // the visit: each page once while the service worker controls the page
  const seen: Record<string, string[]> = {};
  for (const path of PAGES) {
    await page.goto(path);
    // the app's screen, not the splash that lies over it until then (its loader logo goes with it)
    await expect(page.locator('#splash')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    seen[path] = await loadedImages(page);
  }
  expect(seen['/']?.length, 'the home page shows images (logo, sliders, games)').toBeGreaterThan(0);
  await expect.poll(async () => (await cacheEntries(page)).map((e) => e.path)).toEqual(expect.arrayContaining(['/api/general', '/api/logo']));
  await expect.poll(async () => persistedKeys(await persistedQueryCache(page)).map((k) => k[0])).toEqual(expect.arrayContaining(['general', 'logo']));

  await context.setOffline(true);
  for (const path of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    // every image shown online shows offline too (logo, sliders, game thumbnails from the caches)
    await expect.poll(async () => loadedImages(page), { message: `images of ${path} offline` }).toEqual(expect.arrayContaining(seen[path] ?? []));
  }
  await page.goto('/');
  const logo = page.getByRole('banner').locator('img').first();
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);

  // checked in the page: the answer to /api/general is the one in Cache Storage
  const fromCache = await page.evaluate(async () => {
    const res = await fetch('/api/general');
    const cache = await caches.open('public-api-v1');
    const hit = await cache.match('/api/general');
    return { ok: res.ok, cached: !!hit, same: !!hit && (await res.text()) === (await hit.text()) };
  });
  expect(fromCache).toEqual({ ok: true, cached: true, same: true });
  await context.setOffline(false);
});

test('after login and visits to member pages, no private answer is in any cache or in the persisted query cache', async ({ page }) => {
  // seven full page loads, each waited to network idle: a busy 2-core machine needs more than 45 s
  test.setTimeout(90_000);
  await page.goto('/');
  await waitForServiceWorker(page);
  await login(page, DEMO.username, DEMO.password);
  await expect(page.getByTestId('header-balance')).toContainText(/৳ [\d,]+\.\d\d/);
  const token = await page.evaluate(
    () =>
      new Promise<string>((ok) => {
        const open = indexedDB.open('taka-session');
        open.onsuccess = () => {
          const get = open.result.transaction('keyval').objectStore('keyval').get('token');
          get.onsuccess = () => ok(String(get.result ?? ''));
        };
      }),
  );
  expect(token.length).toBeGreaterThan(10);
  for (const path of ['/account', '/profile', '/transaction-record', '/deposit', '/inbox', '/vip', '/']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await expect(page.getByTestId('header-balance')).toContainText(/৳ [\d,]+\.\d\d/);

  const entries = await cacheEntries(page);
  const apiEntries = entries.filter((e) => e.path.startsWith('/api/'));
  expect(apiEntries.length).toBeGreaterThan(0);
  for (const e of apiEntries) expect(PUBLIC_CALL_PATHS, `${e.url} in ${e.cache}`).toContain(e.path);
  expect(entries.filter((e) => e.auth)).toEqual([]);
  expect(entries.filter((e) => e.body.includes(token) || e.body.includes(DEMO.username)).map((e) => e.url)).toEqual([]);

  // the persisted query cache holds public queries only
  await expect.poll(async () => persistedKeys(await persistedQueryCache(page)).length).toBeGreaterThan(0);
  const raw = await persistedQueryCache(page);
  for (const key of persistedKeys(raw)) expect(PUBLIC_CALL_PATHS.some((p) => p.endsWith(String(key[0])) || key[0] !== 'private')).toBe(true);
  expect(persistedKeys(raw).filter((k) => k[0] === 'private')).toEqual([]);
  expect(raw).not.toContain(token);
  expect(raw).not.toContain('"balance"');
});

test('a money action offline (withdrawal submit) shows the refusal and sends nothing', async ({ page, context }) => {
  await loginByApi(page);
  await page.goto('/withdrawal');
  await page.getByLabel('Amount', { exact: true }).fill('1500');
  // the page as a player had it before the connection dropped: method icons (lazy images) loaded
  const icons = page.locator('.method-card img');
  await icons.last().scrollIntoViewIfNeeded();
  await expect
    .poll(() => icons.evaluateAll((imgs) => imgs.length > 0 && imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && r.url().includes('/api/') && !r.url().endsWith('/api/balance')) sent.push(r.url());
  });
  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toHaveText(/You are offline/);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText(
    'You are offline. Money actions are not sent without a connection: connect to the internet and try again.',
  );
  // no return online here: its refetches would race the worker's own network emulation (see funds.spec)
  expect(sent).toEqual([]);
});

test('on the first visit, the answers the page already has are stored once the service worker takes control', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByTestId('hero').locator('img').first()).toBeVisible();
  await waitForServiceWorker(page);
  // no other page and no reload: the answers the first load received are asked for again through the worker
  await expect
    .poll(async () => (await cacheEntries(page)).map((e) => e.path))
    .toEqual(expect.arrayContaining(['/api/logo', '/api/general', '/api/sliders', '/api/sociallink']));
  expect((await cacheEntries(page)).filter((e) => e.auth)).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  const hero = page.getByTestId('hero').locator('img').first();
  await expect.poll(() => hero.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
  await context.setOffline(false);
});

/** Logged in, a visit to `path` with the service worker in control (so the page's public answers are stored). */
async function visitControlled(page: Page, path: string): Promise<void> {
  await loginByApi(page);
  await page.goto(path);
  await waitForServiceWorker(page);
  await page.reload();
}

/**
 * A list seen online (rows by test id), then the page reloaded offline: it says `offlineText`; back
 * online, the rows come back by themselves and the text goes.
 */
async function offlineAndBack(page: Page, context: BrowserContext, path: string, loaded: Locator, offlineText: string): Promise<void> {
  await visitControlled(page, path);
  await expect(loaded.first()).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(offlineText).first()).toBeVisible();
  await expect(loaded).toHaveCount(0);
  await context.setOffline(false);
  await expect(loaded.first()).toBeVisible();
  await expect(page.getByText(offlineText)).toHaveCount(0);
}

test.describe('back online', () => {
  // the deposit page's private calls, made while the context is offline
  test.use({
    expectedHttpErrors: [
      '/api/user/show',
      '/api/vip-history',
      '/api/get/other/phone',
      '/api/payment-methods',
      '/api/deposit-promotions',
      '/api/transaction/show',
      '/api/sports-events/*',
      '/api/match-odds/*',
      '/api/market/block',
      // the unread count (one poll job) and the exchange header's available balance, tried once
      '/api/inbox',
      '/api/exchange/account',
      // the deposit page's limits (what is left before the player starts)
      '/api/responsible-gaming',
    ],
  });

  test('a member page opened offline loads by itself once the connection is back', async ({ page, context }) => {
    await visitControlled(page, '/deposit');
    await expect(page.locator('.method-card').first()).toBeVisible();
    // (the deposit screen's promotions are a private call, never stored)
    const shell = ['/api/general', '/api/sociallink'];
    await expect
      .poll(async () => {
        const stored = (await cacheEntries(page)).map((e) => e.path);
        return shell.filter((p) => stored.includes(p));
      })
      .toEqual(shell);
    await context.setOffline(true);
    const tries: string[] = [];
    page.on('requestfailed', (r) => {
      if (r.url().endsWith('/api/payment-methods')) tries.push(r.url());
    });
    await page.reload(); // the service worker opens the page; its private calls cannot be answered
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect.poll(() => tries.length).toBeGreaterThan(0);
    // a measuring window longer than the query's retries (1 s + 2 s): offline it waits, it does not give up
    await page.waitForTimeout(4_000);
    expect(tries, 'payment-methods tries while offline').toHaveLength(1);
    await expect(page.getByText('Payment methods could not be loaded.')).toHaveCount(0);
    await context.setOffline(false);
    await expect(page.locator('.method-card').first()).toBeVisible();
  });

  test('offline, the in-play list says it is not available rather than that there is nothing', async ({ page, context }) => {
    await offlineAndBack(page, context, '/exchange-inplay', page.getByTestId('exchange-event'), 'Not available offline: this loads when you are back online.');
    await expect(page.getByText('No Data', { exact: true })).toHaveCount(0);
  });

  test('offline, a member list never loaded says it waits for the network instead of loading for ever', async ({ page, context }) => {
    await offlineAndBack(page, context, '/transaction-record', page.getByTestId('tx-row'), 'Not available offline: this loads when you are back online.');
  });

  test('offline, the profile never loaded says it waits for the network, not "Deposit Now" or skeletons', async ({ page, context }) => {
    const details = page.getByRole('region', { name: 'Personal info' }).getByRole('link', { name: /VIP level/ });
    await offlineAndBack(page, context, '/profile', details, 'Not available offline: this loads when you are back online.');
    await expect(page.getByText('Last login')).toBeVisible();
  });
});
