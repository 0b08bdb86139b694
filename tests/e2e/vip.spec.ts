import type { APIRequestContext } from '@playwright/test';
import { expect, loginByApi, test } from './fixtures';
import { ADMIN, expectAccessible, signupPlayer } from './records-helpers';

/** A new player credited with VIP points by the operator. */
async function playerWithPoints(request: APIRequestContext, prefix: string, points: number) {
  const p = await signupPlayer(request, prefix);
  const credit = await request.post('/api/admin/vip-points', { headers: ADMIN, data: { username: p.username, points, source: 'E2E credit' } });
  expect(credit.status()).toBe(201);
  return p;
}

test('VP conversion checks the minimum and raises the balance', async ({ page }) => {
  const p = await playerWithPoints(page.request, 'vp', 50);
  await loginByApi(page, p);
  await page.goto('/vip');
  await expect(page.getByTestId('vip-total')).toHaveText('50');
  await expectAccessible(page);

  const input = page.getByLabel('VP to convert');
  await input.fill('5');
  await expect(page.getByText('Not enough points. Points must follow minimum VP required to convert.')).toBeVisible();
  await page.getByRole('button', { name: 'Convert to Real Money' }).click();
  const dialog = page.getByRole('dialog', { name: 'Message' });
  await expect(dialog).toContainText('Minimum VP Required: 10');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await input.fill('20');
  await expect(page.locator('.vip-eq')).toContainText('20.00');
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/convert-vipcoin')) sent.push(r.url());
  });
  const converted = page.waitForResponse((r) => r.url().includes('/api/convert-vipcoin'));
  // a double tap converts once
  await page.getByRole('button', { name: 'Convert to Real Money' }).dblclick();
  expect((await converted).status()).toBe(200);
  await expect(dialog).toContainText('20 VP converted');
  await expect(page.getByTestId('vip-total')).toHaveText('30');
  expect(sent).toHaveLength(1);
  await expect(page.getByTestId('header-balance')).toContainText('20.00');

  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('tab', { name: 'VP Used' }).click();
  await expect(page.getByRole('cell', { name: /20\.00/ })).toBeVisible();
  await page.getByRole('tab', { name: 'VP Received' }).click();
  await expect(page.getByRole('cell', { name: 'E2E credit' })).toBeVisible();
});

test('in Bangla the VIP level and the next one are named in Bangla', async ({ page }) => {
  const p = await playerWithPoints(page.request, 'vl', 120);
  await loginByApi(page, p);
  await page.evaluate(() => localStorage.setItem('lang', 'bn'));
  await page.goto('/vip');
  // 120 experience: Bronze (from 100), next Silver (500)
  await expect(page.locator('.vip-level')).toHaveText('ব্রোঞ্জ');
  // in Bangla digits, as every number on a Bangla screen
  await expect(page.getByText(/সিলভার পর্যন্ত ১২০ \/ ৫০০/)).toBeVisible();
  // the profile's VIP card names the same level, not a fixed Normal
  await page.goto('/profile');
  await expect(page.getByTestId('profile-vip-level')).toHaveText('ব্রোঞ্জ');
});
