import type { Locator, Page } from '@playwright/test';
import { expect, loginByApi, test } from './fixtures';
import { newPlayer, pendingDeposit } from './funds-helpers';

/** The narrowest phone we support: nothing may scroll sideways or be cut off at the right. */
test.use({ viewport: { width: 320, height: 640 } });

const WORDS = {
  en: { show: 'Show', vpInput: 'VP to convert', vpResult: 'Real money', bar: 'My Account', edit: 'Edit and resubmit', vpShown: '1,23,456.00' },
  bn: { show: 'দেখান', vpInput: 'রূপান্তরের ভিপি', vpResult: 'আসল টাকা', bar: 'আমার অ্যাকাউন্ট', edit: 'সম্পাদনা করে আবার জমা দিন', vpShown: '১,২৩,৪৫৬.০০' },
} as const;
type Lang = keyof typeof WORDS;

async function useLanguage(page: Page, lang: Lang): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
      message: 'the page is wider than the screen',
    })
    .toBeLessThanOrEqual(0);
}

/** The whole width of the element is on the screen (its left and right edges, whatever its height). */
async function expectWithinWidth(locator: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        locator.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.left >= 0 && r.right <= document.documentElement.clientWidth;
        }),
      { message: 'cut off at the edge of the screen' },
    )
    .toBe(true);
}

/** The header balance keeps "৳" and the figure on one line, inside the screen. */
async function expectBalanceOnOneLine(page: Page): Promise<void> {
  const amount = page.getByTestId('header-balance').locator('.money');
  await expect(amount).toHaveText(/^৳\s?[\d০-৯,]+\.[\d০-৯]{2}$/);
  await expect.poll(() => amount.evaluate((el) => el.getClientRects().length), { message: 'the balance wraps' }).toBe(1);
  await expectWithinWidth(amount);
}

for (const lang of ['en', 'bn'] as const) {
  const w = WORDS[lang];

  test(`at 320 px (${lang}) /register fits the screen with its Show button`, async ({ page }) => {
    await page.goto('/login');
    await useLanguage(page, lang);
    await page.goto('/register');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const show = page.getByRole('button', { name: w.show, exact: true });
    await expect(show).toHaveCount(1);
    await expectWithinWidth(show);
    await expectWithinWidth(page.locator('input[name="password"]'));
    await expectNoSidewaysScroll(page);
  });

  test(`at 320 px (${lang}) /reset-password fits the screen with its three Show buttons`, async ({ page }) => {
    await loginByApi(page);
    await useLanguage(page, lang);
    await page.goto('/reset-password');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const shows = page.getByRole('button', { name: w.show, exact: true });
    await expect(shows).toHaveCount(3);
    for (const show of await shows.all()) await expectWithinWidth(show);
    await expectNoSidewaysScroll(page);
    await expectBalanceOnOneLine(page);
    // the bottom bar: every label on one line, so every icon sits at the same height
    const icons = page.getByRole('navigation', { name: w.bar }).getByRole('link').locator('svg');
    await expect(icons).toHaveCount(4);
    await expect
      .poll(() => icons.evaluateAll((els) => new Set(els.map((el) => Math.round(el.getBoundingClientRect().top))).size), {
        message: 'the bottom bar icons are not aligned',
      })
      .toBe(1);
  });

  test(`at 320 px (${lang}) /vip shows the whole VP result`, async ({ page }) => {
    await loginByApi(page);
    await useLanguage(page, lang);
    await page.goto('/vip');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.getByLabel(w.vpInput).fill('123456');
    const result = page.getByRole('status', { name: w.vpResult });
    await expect(result).toContainText(w.vpShown);
    await expectWithinWidth(result);
    await expectWithinWidth(result.locator('.money'));
    await expectNoSidewaysScroll(page);
    await expectBalanceOnOneLine(page);
  });

  test(`at 320 px (${lang}) a pending deposit's Edit and resubmit reads on one line, its countdown beside or under it`, async ({ page }) => {
    const p = await newPlayer(page.request, { verifyPhone: true });
    const id = await pendingDeposit(page.request, p, '500');
    await loginByApi(page, p);
    await useLanguage(page, lang);
    await page.goto(`/transaction-record?id=${id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const edit = page.getByRole('button', { name: new RegExp(`^${w.edit}`) });
    await expect(edit).toBeDisabled(); // editable one minute after the deposit
    const countdown = edit.locator('.tx-countdown');
    // a wait, said as one ("in 9:52"), not a clock time like the 08:50 GMT+6 beside it
    await expect(countdown).toHaveText(lang === 'en' ? /^\s?in \d{1,2}:\d{2}$/ : /^\s?\([০-৯]{1,2}:[০-৯]{2} পরে\)$/);
    const lines = (el: Element) => {
      const range = document.createRange();
      range.selectNodeContents(el.firstChild as Node);
      return range.getClientRects().length;
    };
    await edit.scrollIntoViewIfNeeded();
    await expect.poll(() => edit.evaluate(lines), { message: 'the label wraps' }).toBe(1);
    await expect.poll(() => countdown.evaluate((el) => el.getClientRects().length), { message: 'the countdown wraps' }).toBe(1);
    await expectWithinWidth(edit);
    await expectWithinWidth(page.getByRole('button', { name: lang === 'en' ? 'Revert' : 'ফেরত নিন' }));
    await expectNoSidewaysScroll(page);
  });
}
