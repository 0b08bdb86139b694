import type { Page } from '@playwright/test';
import { expect, loginByApi, test } from './fixtures';

/**
 * Hide balance is for the person looking over the player's shoulder: once pressed, no balance on any
 * screen shows its amount (headers, account card and panel, exchange header, game bar), and a reload
 * keeps it hidden. Both layouts, both languages.
 */
const WORDS = {
  en: { hide: 'Hide balance', show: 'Show balance' },
  bn: { hide: 'ব্যালেন্স লুকান', show: 'ব্যালেন্স দেখান' },
} as const;
const HIDDEN = '৳ ****';
const AMOUNT = /^৳ [\d০-৯,]+\.[\d০-৯]{2}$/;

async function startIn(page: Page, lang: 'en' | 'bn', path: string): Promise<void> {
  await loginByApi(page);
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

for (const lang of ['en', 'bn'] as const) {
  const w = WORDS[lang];

  test(`phone (${lang}): My Account's Hide balance hides every balance, after a reload too`, async ({ page }) => {
    test.setTimeout(60_000);
    await startIn(page, lang, '/account');
    const header = page.getByTestId('header-balance').locator('.money');
    await expect(header).toHaveText(AMOUNT);
    await page.getByRole('button', { name: w.hide }).click();
    await expect(page.getByTestId('account-balance').locator('.money')).toHaveText(HIDDEN);
    await expect(header).toHaveText(HIDDEN);

    await page.reload();
    await expect(header).toHaveText(HIDDEN);
    await expect(page.getByTestId('account-balance').locator('.money')).toHaveText(HIDDEN);

    await page.goto('/exchange');
    await expect(page.getByTestId('exchange-balance').locator('.money')).toHaveText(HIDDEN);
    await expect(page.getByTestId('exchange-exposure').locator('.money')).toHaveText(HIDDEN);

    await page.goto('/games?type=SLOT&system=JILI');
    await page.getByTestId('game-grid').getByTestId('game-tile').first().locator('.game-tile-play').click();
    await expect(page).toHaveURL(/\/gamerun$/);
    await expect(page.getByTestId('gamerun-balance').locator('.money')).toHaveText(HIDDEN);

    await page.goto('/account');
    await page.getByRole('button', { name: w.show }).click();
    await expect(header).toHaveText(AMOUNT);
    await expect(page.getByTestId('account-balance').locator('.money')).toHaveText(AMOUNT);
  });

  test.describe(`desktop (${lang})`, () => {
    test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

    test('the header has Hide balance: the header and the member center panel hide the amount, after a reload too', async ({ page }) => {
      await startIn(page, lang, '/account');
      const header = page.getByTestId('header-balance').locator('.money');
      const panel = page.locator('.dk-acc-balance .money');
      await expect(header).toHaveText(AMOUNT);
      await expect(panel).toHaveText(AMOUNT);
      await page.getByRole('banner').getByRole('button', { name: w.hide }).click();
      await expect(header).toHaveText(HIDDEN);
      await expect(panel).toHaveText(HIDDEN);
      await page.reload();
      await expect(header).toHaveText(HIDDEN);
      await expect(panel).toHaveText(HIDDEN);
      await page.getByRole('banner').getByRole('button', { name: w.show }).click();
      await expect(header).toHaveText(AMOUNT);
      await expect(panel).toHaveText(AMOUNT);
    });
  });
}
