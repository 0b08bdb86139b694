import { expect, loginByApi, test } from './fixtures';

// The exchange account and the external exchange: nothing here touches the simulation, but a loaded
// machine runs these slowly too. The market block is in exchange-markets.spec.ts (its in-play list polls).
test.describe.configure({ timeout: 90_000 });

test('the exchange account links to its pages and the profile, with GMT+6', async ({ page }) => {
  await loginByApi(page);
  await page.goto('/exchange-account');
  await expect(page.getByTestId('exchange-account-id')).toHaveText('demoplayer');
  await expect(page.getByText('GMT+6')).toBeVisible();
  const links: Array<[string, string]> = [
    ['My Bets', '/exchange-bets'],
    ['Bets History', '/exchange-history'],
    ['Profit & Loss', '/exchange-pl'],
    ['Balance Overview', '/exchange-balance'],
    ['Activity Log', '/exchange-activity'],
    ['My Profile', '/profile'],
  ];
  for (const [name, href] of links) {
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await expect(page.getByTestId('exchange-balance')).toContainText(/৳ [\d,]+\.\d\d/);
  await expect(page.getByTestId('exchange-exposure')).toContainText(/৳ [\d,]+\.\d\d/);
  // the Activity Log lists this login, in Dhaka time
  await page.getByRole('link', { name: 'Activity Log' }).click();
  await expect(page.getByTestId('activity-row').first()).toContainText('GMT+6');
  await expect(page.getByTestId('activity-row').filter({ hasText: 'Logged in' }).first()).toBeVisible();
});

test.describe('external exchange', () => {
  test('the redirect screen opens the exchange site with the stored exchange token', async ({ page }) => {
    await loginByApi(page);
    await page.goto('/exchange-redirect');
    await expect(page).toHaveURL(/\/exchange-site\?token=/);
    await expect(page.getByTestId('exchange-welcome')).toHaveText('Welcome to the exchange, demoplayer');
  });
});
