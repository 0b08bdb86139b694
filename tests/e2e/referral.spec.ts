import { expect, loginByApi, test } from './fixtures';
import { expectAccessible, signupPlayer } from './records-helpers';

test('My Referral shows a 128 px QR code of the link and copies the code', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginByApi(page);
  await page.goto('/refrrel-program');
  await expect(page.getByRole('tab', { name: 'Referral Program Intro' })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page);

  // the ratio board wraps around: previous from the first tab shows the third
  await page.getByRole('button', { name: 'Previous reward board' }).click();
  await expect(page.getByTestId('tier-rate-1')).toHaveText('up to 0.2%');
  await page.getByRole('button', { name: 'Next reward board' }).click();
  await expect(page.getByTestId('tier-rate-1')).toHaveText('up to 0.1%');

  await page.getByRole('button', { name: 'Refer a friend now' }).click();
  await expect(page.getByRole('tab', { name: 'My Referral' })).toHaveAttribute('aria-selected', 'true');
  const qr = page.getByTestId('referral-qr');
  await expect(qr).toBeVisible();
  const size = await qr.evaluate((img: HTMLImageElement) => ({ w: img.getBoundingClientRect().width, ok: img.complete && img.naturalWidth > 0 }));
  expect(size).toEqual({ w: 128, ok: true });
  await expect(page.getByLabel('Your referral link')).toHaveValue(/\/referral_code\?referral_code=DEMO2026$/);

  await page.getByRole('button', { name: 'Copy code' }).click();
  await expect(page.getByText('Referral code copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('DEMO2026');
  await page.getByRole('button', { name: 'Copy Link' }).click();
  await expect(page.getByText('Referral link copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/referral_code\?referral_code=DEMO2026$/);
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Cash Reward History' }).click();
  await expect(page.getByRole('columnheader', { name: 'Cash Reward' })).toBeVisible();
  await expectAccessible(page);
});

test('Claim All below 10 shows the spec message and sends nothing', async ({ page }) => {
  const p = await signupPlayer(page.request, 'rf');
  await loginByApi(page, p);
  await page.goto('/refrrel-program');
  await page.getByRole('tab', { name: 'My Referral' }).click();
  let claimed = false;
  page.on('request', (r) => {
    if (r.url().includes('/api/cash-claim')) claimed = true;
  });
  await page.getByRole('button', { name: 'Claim All' }).click();
  await expect(page.getByRole('dialog', { name: 'Message' })).toContainText('You need at least 10 to claim all.');
  expect(claimed).toBe(false);
});
