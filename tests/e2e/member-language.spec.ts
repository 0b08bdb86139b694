import type { APIRequestContext, Page } from '@playwright/test';
import { expect, loginByApi, test } from './fixtures';
import { fund, newPlayer, type Player } from './funds-helpers';

/**
 * A logged-in player switches English / Bangla where they look for it (drawer, account menu; the
 * desktop account menu), at once and remembered. Amounts are grouped as in Bangladesh in both
 * languages; Bangla screens write every number in Bangla digits; inputs take both digit sets.
 */
const SEVEN_FIGURES = { en: '৳ 12,34,567.00', bn: '৳ ১২,৩৪,৫৬৭.০০' };

/** A player holding ৳12,34,567 (deposits of at most ৳25,000 each, settled by the operator). */
async function richPlayer(request: APIRequestContext): Promise<Player> {
  const p = await newPlayer(request, { verifyPhone: true });
  for (let i = 0; i < 49; i++) await fund(request, p, '25000');
  await fund(request, p, '9567');
  return p;
}

const htmlLang = (page: Page) => expect(page.locator('html')).toHaveAttribute('lang', /.+/);

test.describe('phone layout', () => {
  test('the drawer and the account menu switch the language at once; it survives a reload; numbers follow', async ({ page }) => {
    test.setTimeout(90_000);
    const p = await richPlayer(page.request);
    await loginByApi(page, p);
    await page.goto('/');
    await htmlLang(page);
    await expect(page.getByTestId('header-balance')).toContainText(SEVEN_FIGURES.en);

    // the drawer (on a page without the home popups over it): Language, Bangla
    await page.goto('/install');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Main menu' }).getByRole('combobox', { name: 'Language' }).selectOption('bn');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    // the drawer itself is now in Bangla
    const banglaDrawer = page.getByRole('dialog', { name: 'প্রধান মেনু' });
    await expect(banglaDrawer.getByRole('link', { name: 'হোম' })).toBeVisible();
    await banglaDrawer.getByRole('button', { name: 'মেনু বন্ধ করুন' }).click();
    // the balance, in Bangla digits, grouped as in Bangladesh
    await expect(page.getByTestId('header-balance')).toContainText(SEVEN_FIGURES.bn);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('navigation', { name: 'আমার অ্যাকাউন্ট' })).toBeVisible();
    await expect(page.getByTestId('header-balance')).toContainText(SEVEN_FIGURES.bn);

    // the account menu: Bangla -> English
    await page.goto('/account');
    await expect(page.getByTestId('account-balance')).toHaveText(SEVEN_FIGURES.bn);
    await expect(page.getByRole('button', { name: 'লগ আউট' })).toBeVisible();
    await page.getByRole('combobox', { name: 'ভাষা' }).selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    // a number React did not write again (the balance did not change) is back in Latin digits too
    await expect(page.getByTestId('account-balance')).toHaveText(SEVEN_FIGURES.en);
    await expect(page.getByTestId('header-balance')).toContainText(SEVEN_FIGURES.en);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('on a Bangla screen every number is in Bangla digits, and an input takes Bangla and Latin digits alike', async ({ page }) => {
    const p = await newPlayer(page.request, { verifyPhone: true });
    await fund(page.request, p, '10000');
    await loginByApi(page, p);
    await page.goto('/transaction-record');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Main menu' }).getByRole('combobox', { name: 'Language' }).selectOption('bn');
    await page.getByRole('dialog', { name: 'প্রধান মেনু' }).getByRole('button', { name: 'মেনু বন্ধ করুন' }).click();

    // the transaction records: amounts, dates and times; no Latin digit is left on the screen
    await expect(page.getByTestId('tx-row').first()).toContainText('৳ ১০,০০০.০০');
    const main = page.getByRole('main');
    await expect(main).toContainText(/[০-৯]{2}:[০-৯]{2}/);
    expect(await main.innerText()).not.toMatch(/[0-9]/);

    // the VIP converter: typed in Bangla digits or Latin ones, the same amount, written in Bangla digits
    await page.goto('/vip');
    const vp = page.getByLabel('রূপান্তরের ভিপি');
    const result = page.getByRole('status', { name: 'আসল টাকা' });
    await vp.fill('১২৩৪৫৬');
    await expect(result).toHaveText('৳ ১,২৩,৪৫৬.০০');
    await vp.fill('123456');
    await expect(result).toHaveText('৳ ১,২৩,৪৫৬.০০');
  });
});

test.describe('narrowest phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  for (const lang of ['en', 'bn'] as const) {
    test(`at 320 px (${lang}) a seven-figure balance fits the header on one line`, async ({ page }) => {
      test.setTimeout(90_000);
      const p = await richPlayer(page.request);
      await loginByApi(page, p);
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const amount = page.getByTestId('header-balance').locator('.money');
      await expect(amount).toHaveText(SEVEN_FIGURES[lang]);
      await expect.poll(() => amount.evaluate((el) => el.getClientRects().length), { message: 'the balance wraps' }).toBe(1);
      const edges = await amount.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { left: r.left, right: r.right, width: document.documentElement.clientWidth };
      });
      expect(edges.left).toBeGreaterThanOrEqual(0);
      expect(edges.right).toBeLessThanOrEqual(edges.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('desktop layout', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test("the account menu's language switch works at once, is remembered, and numbers follow", async ({ page }) => {
    test.setTimeout(90_000);
    const p = await richPlayer(page.request);
    await loginByApi(page, p);
    await page.goto('/account');
    const side = page.locator('.dk-acc-side');
    await expect(side).toContainText(SEVEN_FIGURES.en);
    await side.getByRole('combobox', { name: 'Language' }).selectOption('bn');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('tab', { name: 'প্রোফাইল' })).toBeVisible();
    await expect(side).toContainText(SEVEN_FIGURES.bn);
    await expect(page.getByTestId('header-balance')).toHaveText(SEVEN_FIGURES.bn);
    // the Dhaka clock ticks in Bangla digits too
    await expect(page.getByTestId('dhaka-clock')).toHaveText(/^[০-৯/\- ]+[০-৯]{2}:[০-৯]{2}:[০-৯]{2}$/);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByTestId('header-balance')).toHaveText(SEVEN_FIGURES.bn);
    await page.locator('.dk-acc-side').getByRole('combobox', { name: 'ভাষা' }).selectOption('en');
    await expect(page.getByRole('tab', { name: 'Profile' })).toBeVisible();
    await expect(page.getByTestId('header-balance')).toHaveText(SEVEN_FIGURES.en);
  });
});
