import type { Page } from '@playwright/test';
import { DEMO, expect, holdRequests, login, test } from './fixtures';

/** Holds the app's entry module until the returned function is called (a fresh context loads it from the network). */
function holdEntryModule(page: Page): Promise<() => void> {
  return holdRequests(page, /\/assets\/index-[^/]+\.js$/);
}

test('a player logs in and sees the balance in the header', async ({ page }) => {
  await login(page, DEMO.username, DEMO.password);
  await expect(page.getByTestId('header-balance')).toContainText(/৳ [\d,]+\.\d\d/);
});

test.describe('splash', () => {
  test('the loader logo of the logo answer is kept for the next start', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('loaderLogo'))).toBe('/storage/logo/loader.webp');
  });

  test('the splash shows the kept loader logo before any script module runs', async ({ page }) => {
    // a fresh context: the first load goes to the network (no service worker yet), where it is held
    await page.addInitScript(() => localStorage.setItem('loaderLogo', '/storage/logo/loader.webp'));
    const release = await holdEntryModule(page);
    // an address with a search has no prerendered page (src/shared/prerendered.ts): the splash covers it
    await page.goto('/login?redirect=%2Fgames', { waitUntil: 'commit' });
    const splash = page.getByRole('status', { name: 'Loading' });
    await expect(splash.getByRole('img', { name: 'TakaPlay' })).toHaveAttribute('src', '/storage/logo/loader.webp');
    await expect(splash.getByRole('img', { name: 'TakaPlay' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect(splash).toHaveCount(0);
  });

  test('the logo is asked for before any script module runs, and the login screen shows that image', async ({ page }) => {
    // hold the entry module: whatever is loaded meanwhile was asked for by index.html alone
    const release = await holdEntryModule(page);
    const logo = page.waitForResponse((r) => new URL(r.url()).pathname === '/storage/logo/mobile.webp');
    await page.goto('/login', { waitUntil: 'commit' });
    expect((await logo).ok()).toBe(true);
    await expect(page.locator('link[rel="preload"][as="image"]')).toHaveAttribute('href', '/storage/logo/mobile.webp');
    release();
    const shown = page.locator('.auth-logo img');
    await expect(shown).toHaveAttribute('src', '/storage/logo/mobile.webp');
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('the splash paints without waiting for the stylesheets, and the app shows only once they apply', async ({ page }) => {
    // how the header looked the moment it was first in the page
    await page.addInitScript(() => {
      const w = window as unknown as { firstHeader?: string };
      new MutationObserver(() => {
        const header = document.querySelector('#root header');
        if (header && !w.firstHeader) w.firstHeader = getComputedStyle(header).position;
      }).observe(document, { childList: true, subtree: true });
    });
    const release = await holdRequests(page, /\/assets\/[^/]+\.css$/);
    const translations = page.waitForResponse(/\/assets\/shell-en-[^/]+\.js$/);
    // not prerendered (a search): the app's own screen waits for the stylesheets
    await page.goto('/login?redirect=%2Fgames', { waitUntil: 'commit' });
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    // the modules have run their boot; the screen still waits for the styles
    await translations;
    await expect(page.locator('#root header')).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { firstHeader?: string }).firstHeader)).toBe('sticky');
  });

  test('a kept logo address that leaves the site is never loaded', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('loaderLogo', '//evil.example/x.svg'));
    const asked: string[] = [];
    page.on('request', (r) => asked.push(r.url()));
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    expect(asked.filter((u) => u.includes('evil.example'))).toEqual([]);
  });
});

test('the app and API answers travel compressed to browsers that accept it', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const main = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  expect(main).toBeTruthy();
  const br = await request.get(main ?? '', { headers: { 'Accept-Encoding': 'br' } });
  expect(br.headers()['content-encoding']).toBe('br');
  expect(br.headers().vary).toMatch(/Accept-Encoding/i);
  const gz = await request.get(main ?? '', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gz.headers()['content-encoding']).toBe('gzip');
  // the same script either way (the client decodes it)
  expect(await br.text()).toBe(await gz.text());
  const promos = await request.get('/api/promotion', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(promos.ok()).toBeTruthy();
  expect(promos.headers()['content-encoding']).toBe('gzip');
  expect(Array.isArray(await promos.json())).toBe(true);
});
