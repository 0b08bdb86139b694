import { expect, loginByApi, test } from './fixtures';

/**
 * The public first screens are in the HTML (src/app/prerendered.ts): a phone paints them before any
 * script runs, in the language of the `lang` cookie, and the app hydrates them without a mismatch
 * (the fixtures fail on any console or page error, React's hydration errors included).
 */
const PAGES = [
  { path: '/', en: 'Quick access', bn: 'দ্রুত প্রবেশ' },
  { path: '/games', en: 'Sort by', bn: 'সাজান' },
  { path: '/login', en: 'Welcome back! Log in to play in taka.', bn: 'আবার স্বাগতম! টাকায় খেলতে লগইন করুন।' },
] as const;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const page of PAGES) {
    test(`${page.path} shows its first screen in English, and in Bangla with the lang cookie`, async ({ browser, baseURL }) => {
      for (const lang of ['en', 'bn'] as const) {
        const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
        if (lang === 'bn') await context.addCookies([{ name: 'lang', value: 'bn', url: baseURL ?? '' }]);
        const tab = await context.newPage();
        await tab.goto(page.path);
        await expect(tab.locator('html')).toHaveAttribute('lang', lang);
        await expect(tab.getByText(page[lang], { exact: true })).toBeVisible();
        await expect(tab.locator('.shell-header')).toBeVisible();
        // the splash does not hide it, and no player data or answer is in it
        await expect(tab.locator('#splash')).toBeHidden();
        await expect(tab.locator('[data-testid="header-balance"]')).toHaveCount(0);
        await context.close();
      }
    });
  }

  test('an address with a search gets the app shell, not a prerendered page', async ({ page }) => {
    await page.goto('/games?type=SLOT');
    await expect(page.locator('html')).not.toHaveAttribute('data-prerendered', /.*/);
    await expect(page.locator('#root')).toBeEmpty();
  });
});

/** Marks the prerendered header before any script runs: hydration keeps that node, a new render replaces it. */
function markPrerenderedHeader(): void {
  document.addEventListener('readystatechange', () => {
    const header = document.querySelector('.shell-header');
    if (header && document.readyState === 'interactive') header.setAttribute('data-from-html', '');
  });
}

test('the prerendered home page is hydrated: the same screen, then its answers, and it responds', async ({ page }) => {
  await page.addInitScript(markPrerenderedHeader);
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveAttribute('data-prerendered');
  await expect(page.locator('.shell-header[data-from-html]')).toHaveCount(1);
  // the slides arrive after hydration, into the screen the page was drawn with
  await expect(page.locator('.hero img').first()).toBeVisible();
  await page.getByRole('link', { name: 'Login' }).last().click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Username')).toBeVisible();
});

test('Bangla: the language switch sets the cookie, and the next load is the Bangla page, hydrated', async ({ page }) => {
  await page.goto('/games');
  await page.getByLabel('Language').last().selectOption('bn');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('bn');
  await page.addInitScript(markPrerenderedHeader);
  await page.reload();
  await expect(page.getByText('সাজান', { exact: true })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-prerendered');
  await expect(page.locator('.shell-header[data-from-html]')).toHaveCount(1);
});

test('a logged-in player on a prerendered address sees their balance, not the guest page', async ({ page }) => {
  await loginByApi(page);
  await page.goto('/');
  await expect(page.getByTestId('header-balance')).toContainText('৳');
  await expect(page.getByTestId('header-balance')).not.toContainText('----');
  // the device now knows: the next load keeps the splash over the guest page instead of hydrating it
  await page.addInitScript(markPrerenderedHeader);
  await page.reload();
  await expect(page.getByTestId('header-balance')).not.toContainText('----');
  await expect(page.locator('.shell-header[data-from-html]')).toHaveCount(0);
});
