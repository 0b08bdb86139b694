import { devices, type Page } from '@playwright/test';
import { axeIssues } from './axe';
import { coldStartHeld, expect, holdRequests, loginByApi, serverControl, test } from './fixtures';

interface ApiGame {
  code: string;
  name: string;
  platform: string;
  display_order: number;
  created_at: string;
}

async function tileCodes(page: Page, n = 5): Promise<string[]> {
  const grid = page.getByTestId('game-grid');
  await expect(grid.getByTestId('game-tile').first()).toBeVisible();
  return (await grid.getByTestId('game-tile').evaluateAll((els) => els.map((e) => e.getAttribute('data-code') ?? ''))).slice(0, n);
}

test('games: search overlay filters by name and provider; every sort order works', async ({ page }) => {
  const api = (await (await page.request.get('/api/get-games?type=SLOT')).json()) as { games: ApiGame[] };
  await page.goto('/games?type=SLOT&title=Slot');
  await expect(page.getByRole('heading', { name: 'Slot', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ALL', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('90 games')).toBeVisible();

  // Recommend: display order
  const byOrder = [...api.games].sort((a, b) => a.display_order - b.display_order).map((g) => g.code);
  expect(await tileCodes(page)).toEqual(byOrder.slice(0, 5));
  // Latest: newest created first
  await page.getByLabel('Sort by').selectOption({ label: 'Latest' });
  const latest = [...api.games].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || a.display_order - b.display_order).map((g) => g.code);
  expect(await tileCodes(page)).toEqual(latest.slice(0, 5));
  // A-Z
  await page.getByLabel('Sort by').selectOption({ label: 'A-Z' });
  const names = await page.getByTestId('game-grid').locator('.game-tile-name').allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  // Favourite: the starred games first, kept after a reload (IndexedDB)
  await page.getByLabel('Sort by').selectOption({ label: 'Recommend' });
  const pick = byOrder[7] ?? '';
  const pickName = api.games.find((g) => g.code === pick)?.name ?? '';
  await page.getByRole('button', { name: `Add ${pickName} to favourites` }).click();
  await expect(page.getByRole('button', { name: `Remove ${pickName} from favourites` })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await page.getByLabel('Sort by').selectOption({ label: 'Favourite' });
  expect((await tileCodes(page, 1))[0]).toBe(pick);

  // search: case-insensitive substring, then a provider tick
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const overlay = page.getByRole('dialog', { name: 'Search Games' });
  await overlay.getByLabel('Search Games').fill('gOLDen');
  const results = overlay.getByTestId('search-results').locator('.game-tile-name');
  await expect(results.first()).toBeVisible();
  const found = await results.allTextContents();
  const expected = api.games.filter((g) => g.name.toLowerCase().includes('golden'));
  expect(found).toHaveLength(expected.length);
  for (const n of found) expect(n.toLowerCase()).toContain('golden');
  await overlay.getByRole('checkbox', { name: 'PG Soft' }).check();
  const pg = expected.filter((g) => g.platform === 'PG').length;
  await expect(overlay.getByTestId('search-results').getByTestId('game-tile')).toHaveCount(pg);
  await expect(overlay.getByTestId('search-results').locator('.game-tile-platform')).toHaveText(Array(pg).fill('PG'));
  await overlay.getByLabel('Search Games').fill('no such game');
  await expect(overlay.getByText('No games match your search')).toBeVisible();
});

test('games: search shows 60 tiles at a time and the rest behind Show more', async ({ page }) => {
  await page.goto('/games?type=SLOT');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const overlay = page.getByRole('dialog', { name: 'Search Games' });
  const tiles = overlay.getByTestId('search-results').getByTestId('game-tile');
  await expect(tiles).toHaveCount(60);
  const total = Number(/^(\d+)/.exec((await overlay.locator('.games-count').textContent()) ?? '')?.[1]);
  expect(total, 'the seeded slot list is longer than one page').toBeGreaterThan(60);
  await overlay.getByRole('button', { name: `Show more (${total - 60} left)` }).click();
  await expect(tiles).toHaveCount(Math.min(total, 120));
  // a new search starts again at one page
  await overlay.getByLabel('Search Games').fill('a');
  await expect.poll(() => tiles.count()).toBeLessThanOrEqual(60);
  await expect(tiles.first()).toBeVisible();
});

test('games: the Sports category shows a chip for the provider of each of its systems', async ({ page }) => {
  const { systems } = (await (await page.request.get('/api/get-system?type=SPORTS')).json()) as { systems: string[] };
  expect(systems.length, 'the seeded Sports category has many systems').toBeGreaterThanOrEqual(9);
  await page.goto('/games?type=SPORTS');
  // ALL, then one chip per system (their list was once refused as too long, leaving skeletons)
  await expect(page.getByTestId('provider-tabs').getByRole('link')).toHaveCount(systems.length + 1);
});

test('games: bad search params fall back to defaults', async ({ page }) => {
  await page.goto('/games?type=NOPE&system=%3Cx%3E');
  await expect(page.getByRole('heading', { name: 'Casino', level: 1 })).toBeVisible();
  await expect(page.getByTestId('game-grid').getByTestId('game-tile').first()).toHaveAttribute('data-code', /-LIVE-/);
});

test('games: the posters a phone shows at once are asked for at once, the rest when scrolled near', async ({ page }) => {
  await page.goto('/games?type=SLOT');
  const grid = page.getByTestId('game-grid');
  await expect(grid.getByTestId('game-tile').first()).toBeVisible();
  expect(await grid.getByTestId('game-tile').count()).toBeGreaterThan(9);
  await expect(grid.locator('img[loading="eager"]')).toHaveCount(9);
  await expect(grid.getByTestId('game-tile').nth(9).locator('img')).toHaveAttribute('loading', 'lazy');
});

test("games: a phone's cold start asks for the lists, the first posters and the screen's scripts before the app's script runs, once each", async ({ page }) => {
  const api = (await (await page.request.get('/api/get-games?type=SLOT&system=JILI')).json()) as { games: ApiGame[] };
  const firstRow = [...api.games]
    .sort((a, b) => a.display_order - b.display_order)
    .slice(0, 3)
    .map((g) => `/storage/posters/${g.code}.webp`);
  // the logo's answer is held too: the screen's scripts do not wait for the shell's images (its largest
  // paint, a poster, waits for them)
  const { sent, listed, release } = await coldStartHeld(page, '/games?type=slot&system=jili', 'phone', ['**/api/logo']);
  const early = ['/api/get-system?type=SLOT', '/api/get-games?type=SLOT&system=JILI', ...firstRow, ...listed];
  await expect.poll(() => early.filter((u) => sent.includes(u))).toEqual(early);
  release();
  const tiles = page.getByTestId('game-grid').getByTestId('game-tile');
  await expect(tiles.first()).toBeVisible();
  expect(await tiles.evaluateAll((els) => els.slice(0, 3).map((e) => e.querySelector('img')?.getAttribute('src')))).toEqual(firstRow);
  // the client took the early answers: no second request for the lists
  expect(early.map((u) => sent.filter((s) => s === u).length)).toEqual(early.map(() => 1));
});

/** Where each image of a list is drawn, and which: rounded to the pixel. */
const drawn = (imgs: Element[]) =>
  imgs.map((i) => {
    const b = i.getBoundingClientRect();
    return [i.getAttribute('src'), Math.round(b.x), Math.round(b.y), Math.round(b.width), Math.round(b.height)];
  });

test("games: on a phone the splash shows the first row's posters where the grid will, before any script runs", async ({ page }) => {
  const release = await holdRequests(page, /\/assets\/.*\.js$/);
  await page.goto('/games?type=SLOT', { waitUntil: 'commit' });
  const early = page.locator('#splash-posters img');
  await expect(early).toHaveCount(3);
  await expect.poll(() => early.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0))).toBe(true);
  const before = await early.evaluateAll(drawn);
  release();
  await expect(page.getByTestId('game-grid').getByTestId('game-tile').first()).toBeVisible();
  await expect(page.locator('#splash')).toHaveCount(0);
  expect((await page.getByTestId('game-grid').locator('img').evaluateAll(drawn)).slice(0, 3)).toEqual(before);
});

test('games: a long list renders its first tiles, and the rest as the player scrolls towards them', async ({ page }) => {
  await page.goto('/games?type=SLOT&title=Slot');
  const tiles = page.getByTestId('game-grid').getByTestId('game-tile');
  await expect(page.getByText('90 games')).toBeVisible();
  // the first screenful and some more; not all 90 tiles (and their posters) on the first load
  await page.waitForLoadState('networkidle');
  expect(await tiles.count()).toBeLessThan(90);
  await expect
    .poll(async () => {
      await tiles.last().scrollIntoViewIfNeeded();
      return tiles.count();
    })
    .toBe(90);
});

/** A long list scrolled to its 71st game: the tiles, and that game's text. */
test.describe('provider failure', () => {
  // the fault reaches this test's browser only (its User-Agent), not the tests running beside it
  const agent = 'e2e-provider-fault';
  test.use({ expectedHttpErrors: ['/api/get-provider'], userAgent: `${devices['Pixel 7'].userAgent} ${agent}` });
  test('the provider error shows in the provider list with a retry', async ({ page }) => {
    await serverControl(page, 'fault', { path: '/api/get-provider', status: 500, agent });
    try {
      await page.goto('/games?type=TABLE&title=Table');
      const area = page.getByTestId('provider-tabs');
      await expect(area.getByRole('alert')).toContainText('Injected failure', { timeout: 15_000 });
      await expect(area.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expect(page.getByTestId('game-grid').getByTestId('game-tile').first()).toBeVisible();
    } finally {
      await serverControl(page, 'fault', { path: '/api/get-provider' });
    }
    // once the server answers again, Try again (or a refetch already under way) brings the providers back
    const area = page.getByTestId('provider-tabs');
    await expect(async () => {
      const retry = area.getByRole('button', { name: 'Try again' });
      if (await retry.isVisible()) await retry.click({ timeout: 1000 });
      await expect(area.getByRole('link', { name: 'Kingmaker' })).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 20_000 });
    await expect(area.getByRole('alert')).toHaveCount(0);
  });
});

test('promotions: tabs filter by category and Details opens the detail popup', async ({ page }) => {
  // login required on mobile (the desktop promotions page is public)
  await page.goto('/promotions');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await loginByApi(page);
  await page.goto('/promotions');
  const cards = page.getByTestId('promo-card');
  await expect(cards).toHaveCount(7);
  await expect(cards.first()).toContainText('Get a 100% bonus on…');
  await expect(cards.first()).toContainText('2026-01-01 ~ 2027-12-31');
  await page.getByRole('tab', { name: 'Slots' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Slots Reload 20%');
  await page.getByRole('tab', { name: 'Arcade' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Fishing Frenzy');
  await page.getByRole('tab', { name: 'P2P' }).click();
  await expect(page.getByText('No Data')).toBeVisible();
  await page.getByRole('tab', { name: 'ALL' }).click();
  await page.getByRole('button', { name: 'Details of Welcome Offer 100%' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Offer 100%' });
  await expect(dialog.getByTestId('promo-detail')).toContainText('Get a 100% bonus on your first deposit up to 10,000 taka. Turnover 10x before withdrawal.');
  await expect(dialog).toContainText('GMT+6');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});

test('axe: no issue on /games and /promotions', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/games?type=CRASH');
  await expect(page.getByTestId('game-grid').getByTestId('game-tile').first()).toBeVisible();
  const check = () => axeIssues(page);
  expect(await check()).toEqual([]);
  await loginByApi(page);
  await page.goto('/promotions');
  await expect(page.getByTestId('promo-card').first()).toBeVisible();
  expect(await check()).toEqual([]);
});
