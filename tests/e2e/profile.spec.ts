import { axeIssues } from './axe';
import { devControl, expect, latestCode, login, loginByApi, test } from './fixtures';
import { newPlayer } from './funds-helpers';

test('a player verifies the phone through the outbox; the security level and notice follow', async ({ page }) => {
  const p = await newPlayer(page.request);
  await loginByApi(page, p);
  await page.goto('/profile');
  await expect(page.getByTestId('security-level')).toHaveText('Unverified');
  expect(await axeIssues(page)).toEqual([]);
  await page.getByRole('button', { name: 'Verify Phone number' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify phone number' });
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('timer')).toHaveText(/^(5:00|4:5\d)$/);
  // the 300 s countdown (m:ss) takes the place of Verify on the profile too
  const code = await latestCode(page, p.username);
  await dialog.getByLabel('Verification code').fill(code);
  expect(await axeIssues(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Your phone number is verified.')).toBeVisible();
  await expect(page.getByTestId('security-level')).toHaveText('Normal');
  await expect(page.getByTestId('verification-notice')).toContainText('Birthday');
  await expect(page.getByTestId('verification-notice')).not.toContainText('Phone Number');
});

test('extra phones: add and verify one, the Add control hides at two', async ({ page }) => {
  const p = await newPlayer(page.request, { verifyPhone: true });
  await loginByApi(page, p);
  await page.goto('/profile');
  const extra = `018${p.phone.slice(3)}`;
  await page.getByRole('button', { name: 'Add phone number' }).click();
  const add = page.getByRole('dialog', { name: 'Add a new phone' });
  await add.getByLabel('New phone number').fill(extra);
  await add.getByRole('button', { name: 'Add phone' }).click();
  const verify = page.getByRole('dialog', { name: 'Verify new phone number' });
  await verify.getByRole('button', { name: 'Send code' }).click();
  await expect(verify.getByRole('timer')).toBeVisible();
  const res = await devControl(page.request, `/api/dev/outbox?destination=${extra}`);
  const code = ((await res.json()) as { data: Array<{ code: string }> }).data[0]?.code ?? '';
  await verify.getByLabel('Verification code').fill(code);
  await verify.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.locator('.pf-row', { hasText: extra })).toContainText('Verified');

  await page.getByRole('button', { name: 'Add phone number' }).click();
  await add.getByLabel('New phone number').fill(`019${p.phone.slice(3)}`);
  await add.getByRole('button', { name: 'Add phone' }).click();
  await page.getByRole('dialog', { name: 'Verify new phone number' }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'Add phone number' })).toHaveCount(0);
  await expect(page.locator('.pf-row', { hasText: `019${p.phone.slice(3)}` })).toContainText('Not verified');
});

test('password change: the spec checks in order, then login with the new password', async ({ page }) => {
  const p = await newPlayer(page.request);
  await loginByApi(page, p);
  await page.goto('/reset-password');
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
  expect(await axeIssues(page)).toEqual([]);
  const confirm = page.getByRole('button', { name: 'Confirm' });
  const alert = page.getByRole('main').getByRole('alert');
  await page.getByLabel('New password', { exact: true }).fill('newpass');
  await confirm.click();
  await expect(alert).toHaveText('New Password must contain at least one number, one letter, and 8 characters long.');
  await page.getByLabel('New password', { exact: true }).fill('newpass99');
  await expect(page.locator('.pw-rules li[data-met="true"]')).toHaveCount(4);
  await confirm.click();
  await expect(alert).toHaveText('Please enter your current password.');
  await page.getByLabel('Current password').fill(p.password);
  await confirm.click();
  await expect(alert).toHaveText('Please confirm your new password.');
  await page.getByLabel('Confirm new password').fill('newpass98');
  await confirm.click();
  await expect(alert).toHaveText('Passwords do not match.');
  await page.getByLabel('Confirm new password').fill('newpass99');
  await page.getByRole('button', { name: 'Show' }).first().click();
  await expect(page.getByLabel('Current password')).toHaveAttribute('type', 'text');
  await confirm.click();
  await expect(page.getByText('Password changed successfully. Please login with your new password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await login(page, p.username, 'newpass99');
  await expect(page.getByTestId('header-balance')).toBeVisible();
});
