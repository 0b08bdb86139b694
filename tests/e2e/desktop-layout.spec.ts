import { axeIssues } from './axe';
import { countLayoutShifts, DEMO, expect, holdRequests, loginByApi, test } from './fixtures';

// The desktop chrome: header, footer, the lobby under it, legacy paths and the switch across 768 px.

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

function dhakaNow(): string {
  return new Date(Date.now() + 6 * 3600_000).toISOString().slice(11, 19);
}
const seconds = (hms: string) => hms.split(':').reduce((a, x) => a * 60 + Number(x), 0);

test.describe('desktop header and footer', () => {
  test('the header clock ticks in Dhaka time (UTC+6)', async ({ page }) => {
    await page.goto('/');
    const clock = page.getByTestId('dhaka-clock');
    await expect(clock).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await expect(page.getByText('(GMT+6)')).toBeVisible();
    const first = (await clock.textContent())?.slice(11) ?? '';
    expect(Math.abs(seconds(first) - seconds(dhakaNow())) % 86_400).toBeLessThanOrEqual(2);
    await expect(clock).not.toHaveText(new RegExp(`${first}$`), { timeout: 3000 });
    const second = (await clock.textContent())?.slice(11) ?? '';
    expect(Math.abs(seconds(second) - seconds(dhakaNow())) % 86_400).toBeLessThanOrEqual(2);
    // the date part is the Dhaka day
    const day = new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);
    await expect(clock).toHaveText(new RegExp(`^${day}`));
  });

  test('guests see Login and Sign up, contacts, navigation; the SEO block folds at 970 px', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header.dk-header');
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/page/guest/register.jsp');
    await expect(header.getByRole('link', { name: 'WhatsApp support' })).toHaveAttribute('href', /wa\.me/);
    await expect(header.getByRole('link', { name: 'Facebook page' })).toHaveAttribute('href', /facebook\.com/);
    await expect(header.getByRole('link', { name: /E-mail support: support@/ })).toHaveAttribute('href', /^mailto:/);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const name of ['Home', 'Casino', 'Slot', 'Table', 'Crash', 'Fishing', 'Arcade', 'Lottery', 'Promotions', 'VIP', 'Referral']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'App Download' })).toHaveAttribute('target', '_blank');
    await nav.getByRole('button', { name: 'Sports' }).click();
    await expect(nav.getByRole('link', { name: /Exchange/ })).toHaveAttribute('href', '/player/playGame?t=sport&v=CRICKET');
    // by keyboard: into the menu, and Escape closes it with focus back on its button
    await nav.getByRole('link', { name: /Exchange/ }).focus();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: /Exchange/ })).toBeHidden();
    await expect(nav.getByRole('button', { name: 'Sports' })).toBeFocused();

    const footer = page.locator('footer.dk-footer');
    const payments = footer.getByRole('list', { name: 'Payment Methods' });
    for (const m of ['Bank Deposit', 'bKash', 'OKWallet', 'SureCash', 'tapPay', 'USDT', 'BTC']) {
      await expect(payments.getByText(m, { exact: true })).toBeVisible();
    }
    // the platform lists UPAY as inactive: its mark is not offered
    await expect(payments.getByText('UPAY', { exact: true })).toHaveCount(0);
    for (const h of [
      'Customer Support',
      'New Member Guide',
      'Brand Ambassadors',
      'App Download',
      'Responsible Gaming',
      'Community',
      'Sponsorship',
      'Ambassadors',
      'Gaming Licence',
    ]) {
      await expect(footer.getByRole('heading', { name: h, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('img', { name: /Gaming licence/ })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Affiliate' })).toHaveAttribute('href', /affiliate\./);

    const seo = page.getByTestId('seo-block');
    const toggle = footer.getByRole('button', { name: 'Show More' });
    expect(Math.round((await seo.boundingBox())?.height ?? 0)).toBe(970);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(footer.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
    expect((await seo.boundingBox())?.height ?? 0).toBeGreaterThan(970);
    await footer.getByRole('button', { name: 'Show Less' }).click();
    await expect(footer.getByRole('button', { name: 'Show More' })).toBeVisible();
    expect(Math.round((await seo.boundingBox())?.height ?? 0)).toBe(970);

    await footer.getByRole('button', { name: 'About Us' }).click();
    await expect(page.getByRole('dialog', { name: 'About Us' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    expect(await axeIssues(page)).toEqual([]);
  });

  test('a page does not jump when its content arrives after the chrome (the footer waits below the fold)', async ({ page }) => {
    const shifted = await countLayoutShifts(page, 'load');
    // /games is not a desktop page: the chrome is drawn, then the lobby it moves to
    await page.goto('/games');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Featured Games' })).toBeVisible();
    await expect(page.getByTestId('dk-promo-card').first()).toBeVisible();
    expect(await shifted()).toBeLessThan(0.02);
    await page.goto('/casino');
    await expect(page.getByTestId('dk-game').first()).toBeVisible();
    expect(await shifted()).toBeLessThan(0.02);
  });

  test('the lobby shows banners, category tiles, featured games and the promotions strip', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Featured offers' })).toBeVisible();
    const cats = page.getByRole('heading', { name: 'Game categories' }).locator('xpath=../..');
    // the exchange, then one tile per game type the API lists
    await expect(cats.getByRole('link')).toHaveCount(11);
    await expect(page.getByRole('heading', { name: 'Featured Games' })).toBeVisible();
    await expect(page.locator('.dk-featured')).not.toHaveCount(0);
    await expect(page.getByTestId('dk-promo-card').first()).toBeVisible();
    await cats.getByRole('link', { name: /Fishing/ }).click();
    await expect(page).toHaveURL(/\/fishing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Fishing' })).toBeVisible();
  });
});

test.describe('legacy paths and layout', () => {
  test('legacy paths: register, app download, exchange, logout; other paths go home', async ({ page }) => {
    await page.goto('/page/guest/register.jsp');
    await expect(page).toHaveURL(/\/register$/);
    await page.goto('/page/site/component/appDownload.jsp');
    await expect(page).toHaveURL(/\/install$/);
    await page.goto('/player/playGame?t=sport&v=CRICKET');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await page.goto('/games?type=SLOT');
    await expect(page).toHaveURL(/\/slot$/);

    await loginByApi(page);
    // a member path outside the desktop set goes to the lobby
    await page.goto('/chat-list');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.route('**/exchange-site**', (r) =>
      r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Exchange</title><h1>Exchange site</h1>' }),
    );
    await page.goto('/player/playGame?t=sport&v=CRICKET');
    await expect(page).toHaveURL(/exchange-site.*token=/);
    await page.goto('/player/logout');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.locator('header.dk-header').getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => location.pathname)).toBe('/');
  });

  test('a player blocked from the exchange gets the market-block popup', async ({ page }) => {
    await loginByApi(page, { username: 'blockedplayer', password: DEMO.password });
    await page.goto('/player/playGame?t=sport&v=CRICKET');
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('the desktop chrome arriving while a player types keeps the field focused and what was typed', async ({ page }) => {
    // a desktop's first render waits for its chrome; a window widened past 768 px fetches it then:
    // hold its code so the player types while it comes
    const release = await holdRequests(page, '**/assets/DesktopShell-*.js');
    await page.setViewportSize({ width: 600, height: 800 });
    await page.goto('/login');
    const username = page.getByLabel('Username');
    await username.fill('demo');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(username).toBeFocused();
    await expect(page.locator('header.dk-header')).toHaveCount(0);
    release();
    await expect(page.locator('header.dk-header')).toBeVisible();
    await expect(username).toBeFocused();
    await page.keyboard.type('player');
    await expect(username).toHaveValue('demoplayer');
  });

  test('resizing across 768 px keeps the session and typed input', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill('demoplayer');
    await page.setViewportSize({ width: 600, height: 800 });
    await expect(page.locator('header.dk-header')).toHaveCount(0);
    await expect(page.getByLabel('Username')).toHaveValue('demoplayer');
    await expect(page.getByLabel('Username')).toBeFocused();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator('header.dk-header')).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue('demoplayer');
    await expect(page.getByLabel('Username')).toBeFocused();
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('header-balance')).toContainText(/৳ [\d,]+\.\d\d/);

    await page.setViewportSize({ width: 700, height: 800 });
    await expect(page.locator('header.dk-header')).toHaveCount(0);
    await expect(page.getByTestId('header-balance')).toContainText(/৳ [\d,]+\.\d\d/);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator('header.dk-header').getByRole('link', { name: 'Member Center' })).toBeVisible();
    await expect(page.getByTestId('header-balance')).toContainText(/৳ [\d,]+\.\d\d/);
  });
});
