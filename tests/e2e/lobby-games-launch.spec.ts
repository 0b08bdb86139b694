import type { Locator, Page } from '@playwright/test';
import { expect, loginByApi, test } from './fixtures';

/** Starting a game from /games, and coming back to the list. */

/** The Play button of the first tile in the list. */
const firstPlay = (page: Page) =>
  page
    .getByTestId('game-grid')
    .getByTestId('game-tile')
    .first()
    .getByRole('button', { name: /^Play / });

async function farDownTheSlots(page: Page): Promise<{ tiles: Locator; text: string | null; play: Locator }> {
  await loginByApi(page);
  await page.goto('/games?type=SLOT&title=Slot');
  const tiles = page.getByTestId('game-grid').getByTestId('game-tile');
  await expect
    .poll(async () => {
      await tiles.last().scrollIntoViewIfNeeded();
      return tiles.count();
    })
    .toBe(90);
  await tiles.nth(70).scrollIntoViewIfNeeded();
  return { tiles, text: await tiles.nth(70).textContent(), play: tiles.nth(70).getByRole('button', { name: /^Play / }) };
}

test('Back from a game far down a long list returns to the same place in it', async ({ page }) => {
  const { tiles, text, play } = await farDownTheSlots(page);
  await play.click();
  await expect(page).toHaveURL(/\/gamerun$/);
  await expect(page.getByTestId('gamerun-user')).toHaveText('demoplayer');
  await page.goBack();
  await expect(page).toHaveURL(/\/games\?/);
  // the same game in view (a provider bar still loading may move the grid by a few pixels)
  await expect(tiles.nth(70)).toBeInViewport();
  expect(await tiles.nth(70).textContent()).toBe(text);
});

test('Back while the game page is still loading also returns to the same place in the list', async ({ page }) => {
  // the game page's code held back (a slow link), so its loading placeholder replaces the list
  let release: () => void = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  await page.route(/\/assets\/gamerun-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const { tiles, text, play } = await farDownTheSlots(page);
  await play.click();
  await expect(page.getByTestId('route-pending')).toBeVisible();
  // the placeholder is where the player is looking
  await expect(page.getByTestId('route-pending').locator('.skeleton').first()).toBeInViewport();
  await page.goBack();
  release();
  await expect(page).toHaveURL(/\/games\?/);
  await expect(tiles.nth(70)).toBeInViewport();
  expect(await tiles.nth(70).textContent()).toBe(text);
});

test('a player launches a game and closes back to /games with the saved query', async ({ page }) => {
  await loginByApi(page);
  await page.goto('/games?type=SLOT&system=JILI&title=Slot');
  await expect(page.getByRole('link', { name: 'JILI' })).toHaveAttribute('aria-current', 'page');
  const first = page.getByTestId('game-grid').getByTestId('game-tile').first();
  await first.getByRole('button', { name: /^Play / }).click();
  await expect(page).toHaveURL(/\/gamerun$/);
  await expect(page.getByTestId('gamerun-user')).toHaveText('demoplayer');
  const frame = page.locator('iframe.gamerun-frame');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
  const game = page.frameLocator('iframe.gamerun-frame');
  // the frame shows the real balance, written as the shell writes it (playing is play-money.spec.ts's: the demo player's records stay as seeded)
  await expect(page.getByTestId('gamerun-balance').locator('.money')).toHaveText(/^৳ [\d,]+\.\d\d$/);
  const shell = await page.getByTestId('gamerun-balance').locator('.money').textContent();
  await expect(game.getByText(`Balance: ${shell}`, { exact: true })).toBeVisible();
  await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
  await page.getByRole('button', { name: 'Close game' }).click();
  await expect(page).toHaveURL(/\/games\?/);
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toEqual({ type: 'SLOT', system: 'JILI', title: 'Slot' });
  await expect(page.getByRole('link', { name: 'JILI' })).toHaveAttribute('aria-current', 'page');
});

test('a double tap on Play starts one game session, not two', async ({ page }) => {
  await loginByApi(page);
  await page.goto('/games?type=SLOT&system=JILI&title=Slot');
  const launches: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/game-run') launches.push(r.url());
  });
  await firstPlay(page).dblclick();
  await expect(page).toHaveURL(/\/gamerun$/);
  await expect(page.locator('iframe.gamerun-frame')).toBeVisible();
  expect(launches).toHaveLength(1);
});

test('a guest starting a game from the list goes to /login', async ({ page }) => {
  await page.goto('/games?type=CRASH');
  await firstPlay(page).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
});
