import type { APIRequestContext } from '@playwright/test';
import { expect, loginByApi, test } from './fixtures';
import { fund, newPlayer } from './funds-helpers';
import { ADMIN, signupPlayer } from './records-helpers';

/** The smaller points of the member area: transaction table columns, VIP details, the footer's neutral payment marks. */
const WORDS = {
  en: {
    txHeads: ['Number', 'Type', 'NO', 'Amount', 'Txn Date (GMT+6)', 'Status', 'Details'],
    viewDetails: 'View VIP Details',
    detailsTitle: 'VIP Details',
    bronze: 'Bronze',
    yours: 'Bronze · your level',
    silverPoints: '500',
    elitePoints: '50,000',
    payments: 'Payment Methods',
    neutral: ['Bank card', 'Other banks'],
  },
  bn: {
    txHeads: ['ক্রমিক নং', 'ধরন', 'নং', 'পরিমাণ', 'লেনদেনের তারিখ (GMT+৬)', 'অবস্থা', 'বিস্তারিত'],
    viewDetails: 'ভিআইপি বিস্তারিত দেখুন',
    detailsTitle: 'ভিআইপি বিবরণ',
    bronze: 'ব্রোঞ্জ',
    yours: 'ব্রোঞ্জ · আপনার লেভেল',
    silverPoints: '৫০০',
    elitePoints: '৫০,০০০',
    payments: 'পেমেন্ট পদ্ধতি',
    neutral: ['ব্যাংক কার্ড', 'অন্যান্য ব্যাংক'],
  },
} as const;

async function playerWithPoints(request: APIRequestContext, points: number) {
  const p = await signupPlayer(request, 'vd');
  const credit = await request.post('/api/admin/vip-points', { headers: ADMIN, data: { username: p.username, points, source: 'E2E credit' } });
  expect(credit.status()).toBe(201);
  return p;
}

for (const lang of ['en', 'bn'] as const) {
  const w = WORDS[lang];

  test(`phone (${lang}): View VIP Details opens the levels and the points that reach each, the player's own marked`, async ({ page }) => {
    const p = await playerWithPoints(page.request, 120);
    await loginByApi(page, p);
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    await page.goto('/vip');
    await page.getByRole('button', { name: w.viewDetails }).click();
    const dialog = page.getByRole('dialog', { name: w.detailsTitle });
    const levels = dialog.getByTestId('vip-levels');
    await expect(levels.getByRole('row')).toHaveCount(8); // the head and seven levels
    await expect(levels.locator('tr[aria-current="true"]')).toHaveCount(1);
    await expect(levels.locator('tr[aria-current="true"] th')).toHaveText(w.yours);
    await expect(levels.getByRole('row').nth(3)).toContainText(w.silverPoints);
    await expect(levels.getByRole('row').nth(7)).toContainText(w.elitePoints);
  });

  test.describe(`desktop (${lang})`, () => {
    test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

    test('the transaction table has the number and NO columns; VIP details open from the VIP tab', async ({ page }) => {
      test.setTimeout(60_000);
      const p = await newPlayer(page.request, { verifyPhone: true });
      for (const amount of ['500', '600']) await fund(page.request, p, amount);
      const credit = await page.request.post('/api/admin/vip-points', { headers: ADMIN, data: { username: p.username, points: 120, source: 'E2E credit' } });
      expect(credit.status()).toBe(201);
      await loginByApi(page, p);
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      await page.goto('/account?tab=transactionRecords');
      const table = page.getByTestId('tx-table');
      await expect(table.getByTestId('tx-row')).toHaveCount(2);
      expect(await table.getByRole('columnheader').allTextContents()).toEqual(w.txHeads);
      // the newest first: row 1 is the 600 deposit, its NO the transaction number it was sent with
      const first = table.getByTestId('tx-row').first().getByRole('cell');
      await expect(first.nth(0)).toHaveText(lang === 'en' ? '1' : '১');
      await expect(first.nth(2)).toHaveText(/^FUND\d+$/); // a code stays in Latin letters and digits
      await expect(table.getByTestId('tx-row').nth(1).getByRole('cell').nth(0)).toHaveText(lang === 'en' ? '2' : '২');

      await page.goto('/account?tab=vip');
      await page.getByRole('button', { name: w.viewDetails }).click();
      const levels = page.getByRole('dialog', { name: w.detailsTitle }).getByTestId('vip-levels');
      await expect(levels.locator('tr[aria-current="true"] th')).toHaveText(w.yours);
    });

    test("the footer's two unnamed payment icons are neutral marks, named for screen readers", async ({ page }) => {
      await page.goto('/');
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      await page.reload();
      const list = page.locator('footer.dk-footer').getByRole('list', { name: w.payments });
      // seven named methods (the platform lists UPAY as inactive: not offered) and the two neutral marks
      await expect(list.getByRole('listitem')).toHaveCount(9);
      const neutral = list.getByTestId('pay-neutral');
      await expect(neutral).toHaveText([...w.neutral]);
      for (const mark of await neutral.all()) {
        await expect(mark.locator('svg')).toBeVisible();
        // no visible words: the name is for screen readers only
        expect(await mark.evaluate((el) => (el.querySelector('.visually-hidden') as HTMLElement).getBoundingClientRect().width)).toBeLessThanOrEqual(1);
      }
    });
  });
}
