import { axeIssues } from './axe';
import { expect, loginByApi, test } from './fixtures';
import { newPlayer } from './funds-helpers';

test('the member menu: wallet with refresh and hide, sections, contacts, log out', async ({ page }) => {
  const p = await newPlayer(page.request, { verifyPhone: true });
  await loginByApi(page, p);
  await page.goto('/account');
  const main = page.getByRole('main');
  await expect(main.getByText(p.username)).toBeVisible();
  await expect(main.getByRole('link', { name: /VIP Points: 0/ })).toHaveAttribute('href', '/vip');
  await expect(page.getByTestId('account-balance')).toHaveText('৳ 0.00');

  // the refresh indicator shows for at least 500 ms, even when the answer is faster
  const refresh = page.getByRole('button', { name: 'Refresh balance' });
  await page.evaluate(() => {
    const el = document.querySelector('button[aria-label="Refresh balance"]');
    const w = window as unknown as { busy: number[] };
    w.busy = [];
    if (el) new MutationObserver(() => w.busy.push(performance.now())).observe(el, { attributes: true, attributeFilter: ['aria-busy'] });
  });
  const balanceCall = page.waitForResponse((r) => r.url().endsWith('/api/balance') && r.request().method() === 'POST');
  await refresh.click();
  await balanceCall;
  await expect(refresh).toHaveAttribute('aria-busy', 'false');
  const busy = await page.evaluate(() => (window as unknown as { busy: number[] }).busy);
  expect(busy).toHaveLength(2);
  expect((busy[1] ?? 0) - (busy[0] ?? 0)).toBeGreaterThanOrEqual(500);

  await page.getByRole('button', { name: 'Hide balance' }).click();
  await expect(page.getByTestId('account-balance')).toHaveText('৳ ****');
  await page.getByRole('button', { name: 'Show balance' }).click();
  await expect(page.getByTestId('account-balance')).toHaveText('৳ 0.00');

  for (const name of ['Deposit', 'Withdrawal', 'Betting Records', 'Turnover', 'Transaction Records', 'Personal Info', 'Reset password', 'Inbox', 'Referral']) {
    await expect(main.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(main.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /wa\.me/);
  await expect(main.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', /facebook\.com/);
  await expect(main.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', /t\.me/);
  await expect(main.getByRole('link', { name: 'E-mail' })).toHaveAttribute('href', 'mailto:support@takaplay.example');
  expect(await axeIssues(page)).toEqual([]);

  await main.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('header-balance')).toHaveCount(0);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login/);
});

test('axe: member pages have no serious issue and nothing is wider than the phone, in English and Bangla', async ({ page }) => {
  test.slow();
  const p = await newPlayer(page.request, { verifyPhone: true });
  await loginByApi(page, p);
  for (const path of ['/account', '/deposit', '/withdrawal', '/profile', '/reset-password']) {
    await page.goto(path);
    if (path !== '/account') await expect(page.getByTestId('security-level')).toHaveText('Normal');
    // the screen itself, not the splash (a cold server's first load showed axe the page without it)
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.skeleton')).toHaveCount(0);
    expect(await axeIssues(page), path).toEqual([]);
    // nothing wider than the phone: a horizontal overflow would zoom the whole page out
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), path).toBeLessThanOrEqual(0);
  }
  // the longer Bangla words fit too
  await page.evaluate(() => localStorage.setItem('lang', 'bn'));
  for (const path of ['/account', '/deposit', '/withdrawal', '/profile', '/reset-password']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.locator('.skeleton')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `bn ${path}`).toBeLessThanOrEqual(0);
  }
});

// one test per language: fourteen page loads with an axe run each were one long test
for (const lang of ['en', 'bn']) {
  test(`axe: VIP, inbox, messages, referral and exchange pages have no issue (${lang})`, async ({ page }) => {
    test.slow();
    await loginByApi(page);
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    for (const path of ['/vip', '/inbox', '/chat-list', '/refrrel-program', '/exchange', '/exchange-inplay', '/exchange-account']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.locator('.skeleton')).toHaveCount(0);
      expect(await axeIssues(page), `${lang} ${path}`).toEqual([]);
    }
  });
}
