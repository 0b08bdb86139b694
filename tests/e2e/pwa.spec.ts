import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { devControl, expect, test } from './fixtures';
import { startOwnServer } from './pwa-server';
import { cacheEntries, waitForServiceWorker } from './pwa-helpers';

const run = promisify(execFile);
const DIST = process.env.DIST_DIR || 'dist';
const MAINTENANCE = "We're currently undergoing Maintenance!";

test('maintenance: site_status 0 shows the maintenance page online, and offline from the cached settings', async ({ page, context }) => {
  test.setTimeout(60_000);
  const srv = await startOwnServer('pwa-maint');
  try {
    await page.goto(`${srv.url}/`);
    await waitForServiceWorker(page);
    await expect(page.getByRole('heading', { name: MAINTENANCE })).toHaveCount(0);
    await devControl(page.request, `${srv.url}/api/dev/general`, { site_status: 0 });
    // online: the next start shows it (the cached copy is revalidated and the page told at once)
    await page.reload();
    await expect(page.getByRole('heading', { name: MAINTENANCE })).toBeVisible();
    await expect.poll(async () => (await cacheEntries(page)).find((e) => e.path === '/api/general')?.body ?? '').toMatch(/"site_status":\s*"?0/);
    // offline: from the cached general settings
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: MAINTENANCE })).toBeVisible();
    await page.goto(`${srv.url}/`);
    await expect(page.getByRole('heading', { name: MAINTENANCE })).toBeVisible();
    // the site reopens: Check again brings the home page back without a reload
    await context.setOffline(false);
    await devControl(page.request, `${srv.url}/api/dev/general`, { site_status: 1 });
    await page.getByRole('button', { name: 'Check again' }).click();
    await expect(page.getByRole('heading', { name: MAINTENANCE })).toHaveCount(0);
    await expect(page.getByTestId('hero')).toBeVisible();
  } finally {
    await srv.stop();
  }
});

test('update: a second build served shows "New version available"; Reload runs the new version', async ({ page }) => {
  test.setTimeout(120_000);
  const served = resolve(`tests/.artifacts/pwa-served-${process.pid}`);
  const next = resolve(`tests/.artifacts/pwa-next-${process.pid}`);
  rmSync(served, { recursive: true, force: true });
  cpSync(DIST, served, { recursive: true });
  const nextId = `next-${Date.now()}`;
  // the second build (same sources, another build id) while the first one is being visited
  const building = run(resolve('node_modules/.bin/vite'), ['build', '--logLevel', 'error'], { env: { ...process.env, OUT_DIR: next, BUILD_ID: nextId } });
  const srv = await startOwnServer('pwa-update', served);
  try {
    await page.goto(`${srv.url}/`);
    await waitForServiceWorker(page);
    const firstId = await page.evaluate(() => document.documentElement.dataset.build);
    expect(firstId).toBeTruthy();
    expect(firstId).not.toBe(nextId);
    await building;
    // deploy: the server now serves the second build
    rmSync(served, { recursive: true, force: true });
    mkdirSync(served, { recursive: true });
    cpSync(next, served, { recursive: true });

    await page.reload(); // the old version starts from its cache and finds the new service worker
    await expect(page.getByText('New version available')).toBeVisible({ timeout: 20_000 });
    expect(await page.evaluate(() => document.documentElement.dataset.build)).toBe(firstId);
    await page.getByRole('button', { name: 'Reload' }).click();
    // the page reloads itself once the new worker controls it
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.build).catch(() => 'navigating'), { timeout: 30_000 }).toBe(nextId);
    await expect(page.getByText('New version available')).toHaveCount(0);
  } finally {
    await srv.stop();
    rmSync(served, { recursive: true, force: true });
    rmSync(next, { recursive: true, force: true });
  }
});
