import type { Page } from '@playwright/test';
import { devControl, expect, test } from './fixtures';
import { type OwnServer, startOwnServer } from './pwa-server';

/**
 * site_status 0 turns the home page into the maintenance page (spec 2.3). It changes a setting of
 * the whole server, so this file has a server of its own (no other test may see the maintenance
 * page), and its tests run in order on it.
 */
test.describe.configure({ mode: 'serial' });

let srv: OwnServer;
test.beforeAll(async () => {
  srv = await startOwnServer('maintenance');
});
test.afterAll(async () => {
  await srv?.stop();
});

const setSiteStatus = async (page: Page, site_status: number) =>
  expect((await devControl(page.request, `${srv.url}/api/dev/general`, { site_status })).ok()).toBeTruthy();

test('the home page shows the maintenance page while site_status is 0', async ({ page }) => {
  try {
    await setSiteStatus(page, 0);
    await page.goto(`${srv.url}/`);
    await expect(page.getByRole('heading', { name: "We're currently undergoing Maintenance!" })).toBeVisible();
    await expect(page.getByText('We will be back shortly')).toBeVisible();
    await expect(page.getByText('contact customer support')).toBeVisible();
    // the rest of the site (login) still opens
    await page.goto(`${srv.url}/login`);
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  } finally {
    await setSiteStatus(page, 1);
  }
});

test('with site_status 1 the home page is not the maintenance page', async ({ page }) => {
  // a fresh context: the settings the previous test cached (persisted query, service worker) are not here
  const general = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/general');
  await page.goto(`${srv.url}/`);
  expect((await (await general).json())[0].site_status).toBe(1);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(page.getByRole('heading', { name: "We're currently undergoing Maintenance!" })).toHaveCount(0);
});
