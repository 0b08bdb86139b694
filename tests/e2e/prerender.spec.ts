import { expect, holdRequests, loginByApi, test } from './fixtures';

/**
 * The login screen is in the HTML (src/boot/landings.ts, `prerender`): a phone paints it before any script runs
 * and before any stylesheet arrives (its critical CSS is inline), in the language of the `lang` cookie,
 * and the app hydrates it without a mismatch (the fixtures fail on any console or page error, React's
 * hydration errors and CSP refusals included).
 */
const PAGES = [{ path: '/login', en: 'Welcome back! Log in to play in taka.', bn: 'আবার স্বাগতম! টাকায় খেলতে লগইন করুন।' }] as const;

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
        // its fields wait for the app: nothing typed is lost, no form is sent without it
        await expect(tab.locator('#root .layout-content input').first()).toBeDisabled();
        // and so do the shell's controls (before React listens, a tap or a choice would be lost); its links work
        for (const control of await tab.locator('#root .shell-header :is(button, select)').all()) await expect(control).toBeDisabled();
        await expect(tab.locator('#root .shell-header button')).toHaveCount(2);
        await expect(tab.locator('#root .shell-header a.shell-logo')).toHaveAttribute('href', '/');
        // the splash does not hide it, and no player data or answer is in it
        await expect(tab.locator('#splash')).toBeHidden();
        await expect(tab.locator('[data-testid="header-balance"]')).toHaveCount(0);
        await context.close();
      }
    });
  }

  for (const { path } of PAGES) {
    test(`${path} paints styled before any stylesheet arrives, and the stylesheets change nothing on it`, async ({ page }) => {
      await page.goto(path);
      // no script runs, so the preloaded stylesheets are never applied: only the inline rules style it
      const sheets = () => page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href ?? 'inline'));
      expect(await sheets()).toEqual(['inline', 'inline']);
      await expect(page.locator('.bottom-bar')).toHaveCSS('position', 'fixed');
      const critical = await page.screenshot({ animations: 'disabled' });
      // the app applies them before its first render (src/boot/styles.ts); here they are put in by hand
      const count = await page.evaluate(() => {
        const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[data-app-css]')];
        for (const preload of preloads) document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href: preload.href }));
        return preloads.length;
      });
      expect(count).toBeGreaterThan(1);
      await expect.poll(async () => (await sheets()).length).toBe(2 + count);
      expect(await page.screenshot({ animations: 'disabled' })).toEqual(critical);
    });
  }

  for (const path of ['/login?redirect=%2Fgames', '/', '/games']) {
    test(`${path} gets the app shell, not a prerendered page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).not.toHaveAttribute('data-prerendered', /.*/);
      await expect(page.locator('#root')).toBeEmpty();
    });
  }
});

/** Marks the prerendered header before any script runs: hydration keeps that node, a new render replaces it. */
function markPrerenderedHeader(): void {
  document.addEventListener('readystatechange', () => {
    const header = document.querySelector('.shell-header');
    if (header && document.readyState === 'interactive') header.setAttribute('data-from-html', '');
  });
}

/** Sums the page's layout shifts from its first paint on (what CLS adds up). */
function recordShifts(): void {
  const w = window as unknown as { shifts: number };
  w.shifts = 0;
  new PerformanceObserver((list) => {
    for (const shift of list.getEntries()) w.shifts += (shift as unknown as { value: number }).value;
  }).observe({ type: 'layout-shift', buffered: true });
}

test('the prerendered login page is hydrated: the same screen, nothing moves when the app takes over, and it responds', async ({ page }) => {
  await page.addInitScript(markPrerenderedHeader);
  await page.addInitScript(recordShifts);
  await page.goto('/login');
  await expect(page.locator('html')).not.toHaveAttribute('data-prerendered');
  await expect(page.locator('.shell-header[data-from-html]')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
  await page.getByLabel('Username').fill('someone');
  await expect(page.getByLabel('Username')).toHaveValue('someone');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  // the shell's controls, held while the page was the HTML's, answer now
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Main menu' })).toBeVisible();
});

test('the prerendered login page shows the logo of the logo answer before any script runs, where the screen keeps it', async ({ page }) => {
  const release = await holdRequests(page, /\/assets\/.*\.js$/);
  await page.goto('/login', { waitUntil: 'commit' });
  // drawn with no answer, the page has the brand in text; the boot script puts the answer's logo there
  const logo = page.locator('#root .auth-logo img');
  await expect(logo).toHaveAttribute('src', '/storage/logo/mobile.webp');
  await expect.poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  const before = await logo.boundingBox();
  release();
  await expect(page.locator('html')).not.toHaveAttribute('data-prerendered');
  await expect(page.getByRole('img', { name: 'TakaPlay' }).and(logo)).toBeVisible();
  expect(await logo.boundingBox()).toEqual(before);
});

test('Bangla: the language switch sets the cookie, and the next login page is the Bangla page, hydrated', async ({ page }) => {
  await page.goto('/games');
  await page.getByLabel('Language').last().selectOption('bn');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('bn');
  await page.addInitScript(markPrerenderedHeader);
  await page.goto('/login');
  await expect(page.getByText('আবার স্বাগতম! টাকায় খেলতে লগইন করুন।', { exact: true })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-prerendered');
  await expect(page.locator('.shell-header[data-from-html]')).toHaveCount(1);
});

test('a logged-in player sent to the prerendered login address sees their balance, not the guest page', async ({ page }) => {
  await loginByApi(page);
  await page.goto('/');
  await expect(page.getByTestId('header-balance')).not.toContainText('----');
  // the device now knows: a load of the login address keeps the splash over the guest page and the app moves the member on
  await page.addInitScript(markPrerenderedHeader);
  await page.goto('/login');
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByTestId('header-balance')).not.toContainText('----');
  await expect(page.locator('.shell-header[data-from-html]')).toHaveCount(0);
});
