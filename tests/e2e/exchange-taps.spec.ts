import type { APIRequestContext, Page } from '@playwright/test';
import { liveCricket, oddsUrl, type WireEvent } from './exchange-helpers';
import { countLayoutShifts, expect, loginByApi, test } from './fixtures';
import { fund, newPlayer, type Player } from './funds-helpers';

/**
 * Nothing moves under the finger: a touch tap on a price, sent as soon as the price shows (Playwright
 * scrolls it into view and taps at once, as a finger does right after a fling), lands on that price
 * on every fresh load; no layout shift on the exchange's live pages for their first 10 s.
 */

// one player for the file (fresh page loads, not fresh sign-ups); its bets are counted below
test.describe.configure({ mode: 'serial', timeout: 360_000 });
const LOAD = { timeout: 30_000 };
const LOADS = Number(process.env.TAP_LOADS || 20);
let player: Player;
let api: APIRequestContext;

test.beforeAll(async ({ playwright }, info) => {
  api = await playwright.request.newContext({ baseURL: info.project.use.baseURL as string });
  player = await newPlayer(api, { verifyPhone: true });
  await fund(api, player, '20000');
});
test.afterAll(async () => {
  await api.dispose();
});

async function openBets(p: Player): Promise<Array<{ selection_id: string; stake: string }>> {
  const res = await api.get('/api/exchange/bets?status=open', { headers: { Authorization: `Bearer ${p.token}` } });
  return ((await res.json()) as { data: Array<{ selection_id: string; stake: string }> }).data;
}

/** The runner names of the match, in page order, from the simulation's own answer. */
async function runners(e: WireEvent): Promise<Array<{ id: string; name: string }>> {
  const odds = (await (await api.get(`/api/match-odds/${e.MarketId}`)).json()) as Array<{
    runners: Array<{ selectionId: number | string; SelectionName: string }>;
  }>;
  return (odds[0]?.runners ?? []).map((r) => ({ id: String(r.selectionId), name: r.SelectionName }));
}

/** A fresh load of the odds page; the back price of runner `name` is tapped by touch the moment it shows. */
async function tapAsSoonAsShown(page: Page, e: WireEvent, name: string) {
  await page.goto(oddsUrl(e));
  const row = page.getByTestId('runner-row').filter({ has: page.locator('.xc-row-name', { hasText: name }) });
  await row.getByRole('button', { name: new RegExp(`^Back ${name} at`) }).tap(LOAD);
  return row;
}

/** Records, from the moment the odds page's first price is in the document, every scroll of the window. */
function recordScrollsAfterPrices(): void {
  const w = window as unknown as { __scrolls: string[] };
  w.__scrolls = [];
  let shown = false;
  new MutationObserver(() => {
    shown ||= !!document.querySelector('[data-testid="runner-row"] .xc-back .visually-hidden')?.textContent;
  }).observe(document, { subtree: true, childList: true, characterData: true });
  addEventListener('scroll', () => shown && w.__scrolls.push(`scroll to ${scrollY}`), { capture: true, passive: true });
  const scrollTo = window.scrollTo.bind(window) as (...a: unknown[]) => void;
  window.scrollTo = ((...a: unknown[]) => {
    if (shown) w.__scrolls.push(`scrollTo ${JSON.stringify(a)}`);
    scrollTo(...a);
  }) as typeof window.scrollTo;
}

test('a touch tap on a price as soon as it shows opens the slip on the tapped runner, on every fresh load', async ({ page }) => {
  const live = await liveCricket(api);
  const names = await runners(live);
  expect(names.length).toBeGreaterThan(1);
  await loginByApi(page, player);
  for (let i = 0; i < LOADS; i++) {
    const { name } = names[i % names.length] as { name: string };
    const row = await tapAsSoonAsShown(page, live, name);
    const slip = page.getByTestId('bet-slip');
    await expect(slip, `load ${i + 1}: the slip opens`).toBeVisible();
    await expect(slip, `load ${i + 1}: on the tapped runner`).toContainText(name);
    // the slip sits right under the tapped row
    await expect(row.locator('xpath=following-sibling::*[1]')).toHaveAttribute('data-testid', 'bet-slip');
    expect(await page.evaluate(() => document.activeElement?.tagName), `load ${i + 1}: no frame took the tap`).not.toBe('IFRAME');
  }
});

test('from the in-play list to the odds page, nothing scrolls the page once its prices show', async ({ page }) => {
  const live = await liveCricket(api);
  await loginByApi(page, player);
  await page.addInitScript(recordScrollsAfterPrices);
  for (let i = 0; i < 3; i++) {
    await page.goto('/exchange-inplay');
    await page.locator('.xc-event-main', { hasText: live.Event }).click(LOAD);
    await expect(
      page
        .getByTestId('runner-row')
        .first()
        .getByRole('button', { name: /^Back .* at/ }),
    ).toBeVisible(LOAD);
    // the move is over once the tab is named after the new screen's heading
    await expect(page).toHaveTitle(/^Cricket/, LOAD);
    // the router's scroll to the top came after the prices were drawn: a tap meanwhile hit the frame above
    expect(await page.evaluate(() => (window as unknown as { __scrolls: string[] }).__scrolls), `navigation ${i + 1}`).toEqual([]);
  }
});

test('with one-click betting on, a touch tap as soon as the price shows places the bet on the tapped runner, on every fresh load', async ({ page }) => {
  const live = await liveCricket(api);
  const names = await runners(live);
  await loginByApi(page, player);
  await page.goto(oddsUrl(live));
  await page.getByRole('checkbox', { name: 'One-click betting' }).check(LOAD);
  await page.getByLabel('One-click stake').selectOption({ label: '৳ 100' });
  const before = (await openBets(player)).length;
  for (let i = 0; i < LOADS; i++) {
    const { id, name } = names[i % names.length] as { id: string; name: string };
    const row = await tapAsSoonAsShown(page, live, name);
    const result = row.locator('xpath=following-sibling::*[1]');
    await expect(result, `load ${i + 1}: the result shows under the tapped row`).toHaveAttribute('data-testid', 'bet-result');
    await expect(result).toHaveText(/^Bet placed\./);
    const bets = await openBets(player);
    expect(bets.length, `load ${i + 1}: one bet per tap`).toBe(before + i + 1);
    // newest first
    expect(bets[0]?.selection_id, `load ${i + 1}: on the tapped runner`).toBe(id);
  }
});

test('the in-play, odds and multi pages do not shift for 10 s after the navigation', async ({ browser }, info) => {
  const context = await browser.newContext({ ...info.project.use, serviceWorkers: 'block' });
  const first = await context.newPage();
  await loginByApi(first, player);
  const live = await liveCricket(api);
  // a pinned event for the multi page, through its own button
  await first.goto('/exchange-inplay');
  await first.getByRole('button', { name: `Pin ${live.Event} to multi markets` }).click(LOAD);
  await expect(first.getByRole('button', { name: `Unpin ${live.Event} from multi markets` })).toHaveAttribute('aria-pressed', 'true');
  const addresses = ['/exchange-inplay', oddsUrl(live), '/exchange-multi'];
  // all three loads at once (as a busy phone would), twice: a late shift shows in one load of a few
  for (let round = 0; round < 2; round++) {
    const shifts = await Promise.all(
      addresses.map(async (address) => {
        const page = await context.newPage();
        const total = await countLayoutShifts(page, 'load');
        await page.goto(address);
        await expect(page.locator('.xc-main')).toBeVisible(LOAD);
        // the window the issue names: from the navigation until 10 s after
        await page.waitForFunction(() => performance.now() > 10_000, undefined, { timeout: 30_000, polling: 500 });
        const sum = await total();
        await page.close();
        return [address, sum] as const;
      }),
    );
    for (const [address, sum] of shifts) expect(sum, `${address}: layout shift`).toBeLessThan(0.001);
  }
  await context.close();
});
