import type { Page } from '@playwright/test';
import { liveCricket, oddsUrl } from './exchange-helpers';
import { expect, loginByApi, test } from './fixtures';

/**
 * On a Bangla screen every number the app itself writes is in Bangla digits (amounts, dates, times,
 * odds, sizes with their Bangla unit), while what the operator or the server wrote is shown as sent,
 * its digits too: "Your deposit of 1,000 taka" stays so, it does not become "১,০০০ taka".
 */
async function inBangla(page: Page, path: string): Promise<void> {
  await loginByApi(page);
  await page.evaluate(() => localStorage.setItem('lang', 'bn'));
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
}

const BANGLA_DATE_TIME = /[০-৯]{4}-[০-৯]{2}-[০-৯]{2} [০-৯]{2}:[০-৯]{2} GMT\+৬/;

test('bn: an operator message keeps its own digits; the app writes its received time in Bangla digits', async ({ page }) => {
  await inBangla(page, '/inbox');
  const card = page.locator('.mp-list li', { hasText: 'Your deposit of' });
  await expect(card.locator('.ib-preview')).toContainText('Your deposit of 1,000 taka');
  await expect(card.locator('.ib-date')).toHaveText(BANGLA_DATE_TIME);
  // the header's balance is the app's: Bangla digits
  await expect(page.getByTestId('header-balance').locator('.money')).toHaveText(/^৳ [০-৯,]+\.[০-৯]{2}$/);
});

test("bn: the operator's notice keeps its digits on the home page", async ({ page }) => {
  await page.goto('/robots.txt');
  await page.evaluate(() => localStorage.setItem('lang', 'bn'));
  await page.goto('/');
  await expect(page.getByTestId('marquee')).toContainText('24/7');
});

test('bn: odds and sizes are in Bangla digits with the Bangla unit, the spoken label too', async ({ page, request }) => {
  const event = await liveCricket(request);
  await inBangla(page, oddsUrl(event));
  const sizes = page.locator('.xc-size');
  await expect.poll(async () => (await sizes.allTextContents()).filter((s) => s !== '').length).toBeGreaterThan(0);
  const shown = (await sizes.allTextContents()).filter((s) => s !== '');
  expect(shown.filter((s) => !/^[০-৯.]+(হা|মি)?$/.test(s))).toEqual([]);
  expect(shown.some((s) => s.endsWith('হা'))).toBe(true);
  const prices = (await page.locator('.xc-price').allTextContents()).filter((s) => s !== '–');
  expect(prices.length).toBeGreaterThan(0);
  expect(prices.filter((s) => !/^[০-৯.]+$/.test(s))).toEqual([]);
  // the spoken labels: the app's words and numbers after the row's name (a fancy row's name, "6 Over Runs", is the server's)
  const spoken = (await page.locator('.xc-cell .visually-hidden').allTextContents()).filter((s) => s !== '');
  expect(spoken.length).toBeGreaterThan(0);
  expect(spoken.map((s) => s.slice(s.lastIndexOf(':') + 1)).filter((s) => /[0-9]/.test(s) || !/[০-৯]/.test(s))).toEqual([]);
});
