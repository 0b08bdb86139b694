import { expect, serverControl, test } from './fixtures';

/**
 * site_status 0 turns the home page into the maintenance page (spec 2.3). It changes a setting of
 * the whole server, so it runs alone in this file and always puts the setting back.
 */
test.describe.configure({ mode: 'serial' });

test('the home page shows the maintenance page while site_status is 0', async ({ page }) => {
  try {
    await serverControl(page, 'general', { site_status: 0 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: "We're currently undergoing Maintenance!" })).toBeVisible();
    await expect(page.getByText('We will be back shortly')).toBeVisible();
    await expect(page.getByText('contact customer support')).toBeVisible();
    // the rest of the site (login) still opens
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  } finally {
    await serverControl(page, 'general', { site_status: 1 });
  }
});

test('with site_status 1 the home page is not the maintenance page', async ({ page }) => {
  // a fresh context: the settings the previous test cached (persisted query, service worker) are not here
  const general = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/general');
  await page.goto('/');
  expect((await (await general).json())[0].site_status).toBe(1);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(page.getByRole('heading', { name: "We're currently undergoing Maintenance!" })).toHaveCount(0);
});
