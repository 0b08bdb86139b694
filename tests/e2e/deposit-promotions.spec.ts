import { expect, loginByApi, test } from './fixtures';
import { newPlayer, pendingDeposit, settle } from './funds-helpers';

/** The deposit screen offers only the promotions the server says the player can take. */
test('the welcome offer is offered before the first deposit only; a promotion with a minimum says it at Next', async ({ page }) => {
  const p = await newPlayer(page.request, { verifyPhone: true });
  const promotions = (await (await page.request.get('/api/promotion')).json()) as Array<{ id: number; name: string }>;
  const welcomeId = promotions.find((x) => x.name === 'Welcome Offer 100%')?.id ?? null;
  await loginByApi(page, p);
  await page.goto('/deposit');
  const welcome = page.getByRole('radio', { name: /Welcome Offer 100%/ });
  await expect(welcome).toBeVisible();
  await expect(page.locator('.option-card', { has: welcome })).toContainText('First deposit only · Bonus up to ৳ 10,000.00');

  // Table Games Weekend takes deposits of 500 taka or more: said before the player pays
  await page.getByRole('radio', { name: /Table Games Weekend/ }).check();
  await page.getByRole('radio', { name: 'bKash' }).check();
  await page.getByRole('radio', { name: /CashOut/ }).check();
  await page.getByLabel('Amount', { exact: true }).fill('400');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('This promotion needs a deposit of at least ৳ 500.00.');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

  // the first deposit (with the welcome offer), then the screen again: while it is pending, then once credited
  const first = await pendingDeposit(page.request, p, '1000', welcomeId);
  await page.goto('/deposit');
  await expect(page.getByRole('radio', { name: /Slots Reload 20%/ })).toBeVisible();
  await expect(welcome).toHaveCount(0);
  await settle(page.request, first);
  await page.reload();
  await expect(page.getByRole('radio', { name: /Slots Reload 20%/ })).toBeVisible();
  await expect(welcome).toHaveCount(0);
});
