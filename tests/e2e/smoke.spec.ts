import { DEMO, expect, login, test } from './fixtures';

test('a player logs in and sees the balance in the header', async ({ page }) => {
  await login(page, DEMO.username, DEMO.password);
  await expect(page.getByTestId('header-balance')).toContainText('৳');
});
