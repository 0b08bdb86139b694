import { countLayoutShifts, expect, holdRequests, loginByApi, test } from './fixtures';
import { newPlayer } from './funds-helpers';

/** A slow link: what a screen shows while its answers, code or texts are still on their way. */

test('until the player is known the member header shows no false "Verify" state, and the page does not jump when the notice comes', async ({ page }) => {
  const p = await newPlayer(page.request, { verifyPhone: true }); // phone done, birthday not: the notice shows
  await loginByApi(page, p);
  const release = await holdRequests(page, '**/api/user/show*');
  await page.goto('/deposit');
  await expect(page.getByTestId('member-header-pending')).toBeVisible();
  await expect(page.getByRole('button', { name: /Verify/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next' })).toBeHidden();
  const shifted = await countLayoutShifts(page, 'now');
  release();
  await expect(page.getByTestId('verification-notice')).toBeVisible();
  await expect(page.getByText('✓ Phone verified')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
  expect(await shifted()).toBeLessThan(0.02);
});

test('a screen whose texts are still on their way holds its place with a placeholder, not an empty page', async ({ page }) => {
  await loginByApi(page);
  // the exchange's texts: the namespace chunk (a plain object of strings), not the screen's code
  const release = await holdRequests(page, /\/assets\/exchange-[\w-]+\.js$/, (body) => body.startsWith('var e={nav:'));
  await page.goto('/exchange-inplay');
  await expect(page.getByTestId('route-pending')).toBeVisible();
  release();
  await expect(page.getByRole('tab', { name: 'In-Play' })).toBeVisible();
  await expect(page.getByTestId('route-pending')).toHaveCount(0);
});

test('the VIP card holds its place while the level and points load: nothing below it moves when they come', async ({ page }) => {
  await loginByApi(page);
  const releaseHistory = await holdRequests(page, '**/api/vip-history*');
  const releaseUser = await holdRequests(page, '**/api/user/show*');
  await page.goto('/vip');
  await expect(page.locator('.vip-card .skeleton').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Convert to Real Money' })).toBeVisible();
  const shifted = await countLayoutShifts(page, 'now');
  releaseHistory();
  releaseUser();
  await expect(page.locator('.vip-level')).not.toBeEmpty();
  await expect(page.getByRole('progressbar', { name: 'Progress to the next VIP level' })).toBeVisible();
  await expect(page.getByTestId('vip-total')).toBeVisible();
  expect(await shifted()).toBeLessThan(0.005);
});

test('the member header wallet keeps its height while the balance is on its way', async ({ page }) => {
  await loginByApi(page);
  const release = await holdRequests(page, '**/api/balance');
  await page.goto('/profile');
  await expect(page.getByTestId('security-level')).toBeVisible();
  const wallet = page.locator('.mh-wallet').first();
  await expect(wallet.locator('.skeleton')).toBeVisible();
  // what follows the wallets: it moves if the wallet grows when the amount replaces its placeholder
  const below = page.locator('.mh-security');
  const before = await below.boundingBox();
  release();
  await expect(wallet.locator('.money')).toHaveText(/^৳\s?[\d,]+\.\d\d$/);
  expect((await below.boundingBox())?.y).toBe(before?.y);
});
