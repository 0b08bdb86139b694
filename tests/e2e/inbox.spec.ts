import { expect, loginByApi, test } from './fixtures';
import { ADMIN, expectAccessible, signupPlayer } from './records-helpers';

test('an operator message appears within one poll, opens, and reads/deletes in edit mode', async ({ page }) => {
  test.setTimeout(60_000);
  const p = await signupPlayer(page.request, 'ib');
  await loginByApi(page, p);
  await page.goto('/inbox');
  await expect(page.getByText('No Data')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Notification (0)' })).toBeVisible();

  for (const [title, message] of [
    ['Tournament tonight', 'A new slots tournament starts tonight at nine with big prizes.'],
    ['Bonus waiting', 'Your reload bonus is waiting for you in the promotions page.'],
  ]) {
    const res = await page.request.post('/api/admin/inbox', { headers: ADMIN, data: { username: p.username, title, message } });
    expect(res.status()).toBe(201);
  }
  // the page polls every 10 s: both arrive without a reload
  await expect(page.getByRole('tab', { name: 'Notification (2)' })).toBeVisible({ timeout: 15_000 });
  const item = page.getByRole('button', { name: /Tournament tonight/ });
  await expect(item).toContainText('A new slots tournament starts…');
  await expect(item).toContainText('GMT+6');
  await expectAccessible(page);

  const read = page.waitForRequest((r) => r.method() === 'PATCH' && /\/api\/inbox\/\d+\/read$/.test(r.url()));
  await item.click();
  const dialog = page.getByRole('dialog', { name: 'Tournament tonight' });
  await expect(dialog).toContainText('with big prizes.');
  await read;
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('checkbox', { name: 'Select Bonus waiting' }).check();
  await page.getByRole('toolbar').getByRole('button', { name: 'Read', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Select Bonus waiting' }).locator('xpath=..').getByRole('img', { name: 'Unread' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Select Bonus waiting' }).check();
  await page.getByRole('checkbox', { name: 'Select Tournament tonight' }).check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('toolbar').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No Data')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Notification (0)' })).toBeVisible();
});
