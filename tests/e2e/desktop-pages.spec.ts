import { axeIssues } from './axe';
import { coldStartHeld, expect, test } from './fixtures';

// The desktop home's first load, the category and promotions pages: filters, sorting and their slides.

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

test('desktop home: the shell and home scripts are asked for before the app script runs, once each; the first featured row loads at once', async ({ page }) => {
  const { sent, listed, release } = await coldStartHeld(page, '/', 'desktop');
  expect(listed.some((f) => /\/DesktopShell-[\w-]+\.js$/.test(f))).toBe(true);
  await expect.poll(() => listed.filter((f) => sent.includes(f))).toEqual(listed);
  release();
  const featured = page.locator('.dk-featured-grid img');
  await expect(featured.first()).toBeVisible();
  expect(listed.map((f) => [f, sent.filter((p) => p === f).length])).toEqual(listed.map((f) => [f, 1]));
  // the first row (six columns) is asked for with the page, the rest as they come near
  expect(await featured.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('loading')))).toEqual(
    Array.from({ length: await featured.count() }, (_, i) => (i < 6 ? 'eager' : 'lazy')),
  );
});

test('desktop home: the header and the home screen come in one render, as the splash goes; the promotions are asked for early, once', async ({ page }) => {
  await page.addInitScript(() => {
    // the page's content in the document without its header: a render that came before the chrome's code
    new MutationObserver(() => {
      if (document.querySelector('.dk-home') && !document.querySelector('.dk-shell')) document.documentElement.dataset.contentAlone = '1';
    }).observe(document, { subtree: true, childList: true });
  });
  const { sent, release } = await coldStartHeld(page, '/', 'desktop');
  // the promotions strip is on the first screen: its answer is asked for before the app's script runs
  await expect.poll(() => sent.filter((p) => p === '/api/promotion').length).toBe(1);
  release();
  await expect(page.locator('.dk-shell .dk-home')).toBeVisible();
  await expect(page.locator('#splash')).toHaveCount(0);
  await expect(page.locator('.dk-strip-slide').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.contentAlone ?? 'never')).toBe('never');
  // the client took the early answer
  expect(sent.filter((p) => p === '/api/promotion')).toHaveLength(1);
});

test("desktop /games: boot prepares the home it is sent to, its scripts and answers asked for before the app's script runs", async ({ page }) => {
  const { sent, listed, release } = await coldStartHeld(page, '/games', 'desktop', [], '/');
  await expect.poll(() => listed.filter((f) => sent.includes(f))).toEqual(listed);
  expect(sent).toEqual(expect.arrayContaining(['/api/sliders', '/api/promotion']));
  release();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.dk-featured-grid img').first()).toBeVisible();
  expect(listed.map((f) => [f, sent.filter((p) => p === f).length])).toEqual(listed.map((f) => [f, 1]));
  expect(['/api/sliders', '/api/promotion'].map((p) => sent.filter((s) => s === p).length)).toEqual([1, 1]);
});

test.describe('desktop category pages', () => {
  test('search, sort and provider filter on /slot; Play Game sends a guest to login', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/slot');
    const grid = page.getByTestId('dk-game-grid');
    const names = () => grid.locator('.dk-game-name').allTextContents();
    await expect(grid.getByTestId('dk-game')).toHaveCount(90);
    await expect(page.getByRole('radio', { name: 'Recommend' })).toBeChecked();

    await page.getByRole('radio', { name: 'A-Z' }).check();
    await expect(async () => {
      const n = await names();
      expect(n).toEqual([...n].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    }).toPass();

    const recommend = await (async () => {
      await page.getByRole('radio', { name: 'Recommend' }).check();
      return grid.getByTestId('dk-game').first().getAttribute('data-code');
    })();
    expect(recommend).toBe('JILI-SLOT-001');
    await page.getByRole('radio', { name: 'Latest' }).check();
    await expect(grid.getByTestId('dk-game').first()).not.toHaveAttribute('data-code', 'JILI-SLOT-001');

    await page.getByRole('searchbox', { name: 'Search Games' }).fill('SPINS');
    await expect(async () => {
      const n = await names();
      expect(n.length).toBeGreaterThan(0);
      expect(n.every((x) => x.toLowerCase().includes('spins'))).toBe(true);
    }).toPass();
    // nothing found is said as the mobile search says it, not "No Data"
    await page.getByRole('searchbox', { name: 'Search Games' }).fill('zzzq');
    await expect(page.getByText('No games match your search')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search Games' }).fill('');

    await page.getByRole('checkbox', { name: 'PG Soft' }).check();
    await expect(grid.getByTestId('dk-game')).toHaveCount(18);
    const platforms = await grid.getByTestId('dk-game').evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-platform')))]);
    expect(platforms).toEqual(['PG']);
    await page.getByRole('checkbox', { name: 'JILI' }).check();
    await expect(grid.getByTestId('dk-game')).toHaveCount(36);

    expect(await axeIssues(page)).toEqual([]);
    await grid
      .getByRole('button', { name: /^Play Game/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });

  test('every category page lists its own type', async ({ page }) => {
    for (const [path, prefix] of [
      ['/casino', '-LIVE-'],
      ['/table', '-TABLE-'],
      ['/crash', '-CRASH-'],
      ['/fishing', '-FH-'],
      ['/arcade', '-ARCADE-'],
      ['/lottery', '-LOTTO-'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId('dk-game').first()).toHaveAttribute('data-code', new RegExp(prefix));
    }
  });
});

test.describe('desktop promotions', () => {
  test('the filter strip filters active promotions and shows 7 slides, 4 below 1024 px', async ({ page }) => {
    test.setTimeout(90_000);
    // public on desktop: a visitor sees the promotions and their Sign Up Now
    await page.goto('/promotions');
    await expect(page).toHaveURL(/\/promotions$/);
    const cards = page.getByTestId('dk-promo-grid').getByTestId('dk-promo-card');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first().getByRole('link', { name: 'Sign Up Now' })).toHaveAttribute('href', '/page/guest/register.jsp');
    const all = await cards.count();
    expect(all).toBeGreaterThan(3);
    // each card's title is a level below the page's h1, none skipped
    await expect(cards.first().getByRole('heading', { level: 2 })).toBeVisible();
    const api = (await (await page.request.get('/api/promotion')).json()) as Array<{ status: string; categories: string[] }>;
    expect(all).toBe(api.filter((p) => p.status === 'active').length);

    const strip = page.getByTestId('promo-filter-strip');
    await strip.getByRole('button', { name: 'Slots' }).click();
    await expect(strip.getByRole('button', { name: 'Slots' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveCount(api.filter((p) => p.status === 'active' && p.categories.includes('Slots')).length);
    await expect(cards.first()).toContainText('Slots');
    await strip.getByRole('button', { name: 'Casino' }).click();
    await expect(cards.first()).toContainText(/Casino/);
    await strip.getByRole('button', { name: 'All' }).click();
    await expect(cards).toHaveCount(all);

    const visibleSlides = () =>
      strip.evaluate((vp) => {
        const slide = vp.querySelector('.dk-filter-slide');
        return slide ? Math.round(vp.getBoundingClientRect().width / slide.getBoundingClientRect().width) : 0;
      });
    expect(await visibleSlides()).toBe(7);
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect.poll(visibleSlides).toBe(4);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(visibleSlides).toBe(7);

    await cards
      .first()
      .getByRole('button', { name: /^Details/ })
      .click();
    await expect(page.getByRole('dialog')).toContainText('Duration');
    expect(await axeIssues(page)).toEqual([]);
  });
});
