import { DEMO, expect, login, test } from './fixtures';

test('a player logs in and sees the balance in the header', async ({ page }) => {
  await login(page, DEMO.username, DEMO.password);
  await expect(page.getByTestId('header-balance')).toContainText('৳');
});

test.describe('splash', () => {
  test('the loader logo of the logo answer is kept for the next start', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('loaderLogo'))).toBe('/storage/logo/loader.svg');
  });

  test('the splash shows the kept loader logo before any script module runs', async ({ page }) => {
    // a fresh context: the first load goes to the network (no service worker yet), where it is held
    await page.addInitScript(() => localStorage.setItem('loaderLogo', '/storage/logo/loader.svg'));
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    const splash = page.getByRole('status', { name: 'Loading' });
    await expect(splash.getByRole('img', { name: 'TakaPlay' })).toHaveAttribute('src', '/storage/logo/loader.svg');
    await expect(splash.getByRole('img', { name: 'TakaPlay' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect(splash).toHaveCount(0);
  });

  test('a kept logo address that leaves the site is never loaded', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('loaderLogo', '//evil.example/x.svg'));
    const asked: string[] = [];
    page.on('request', (r) => asked.push(r.url()));
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    expect(asked.filter((u) => u.includes('evil.example'))).toEqual([]);
  });
});
