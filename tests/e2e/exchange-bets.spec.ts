import type { APIRequestContext, Page } from '@playwright/test';
import { events, oddsUrl, type WireEvent } from './exchange-helpers';
import { countLayoutShifts, devControl, expect, loginByApi, serverControl, tapInView, test } from './fixtures';
import { fund, newPlayer, type Player } from './funds-helpers';

async function liveEvent(request: APIRequestContext, sport: string, pick: (e: WireEvent) => boolean = () => true): Promise<WireEvent> {
  const e = (await events(request, sport)).find((x) => x.Status === 'inplay' && pick(x));
  if (!e) throw new Error(`no in-play ${sport} event`);
  return e;
}

/** A new player with money, logged in in the browser. */
async function fundedPlayer(page: Page, amount: string): Promise<Player> {
  const p = await newPlayer(page.request, { verifyPhone: true });
  await fund(page.request, p, amount);
  await loginByApi(page, p);
  return p;
}

async function openBets(page: Page, p: Player) {
  const res = await page.request.get('/api/exchange/bets?status=open', { headers: { Authorization: `Bearer ${p.token}` } });
  return ((await res.json()) as { data: Array<{ stake: string; bet_type: string }> }).data;
}

async function placeCount(page: Page): Promise<number> {
  const stats = (await (await devControl(page.request, '/api/dev/stats')).json()) as Record<string, number>;
  return stats['POST /api/exchange/bets'] ?? 0;
}

// one after another in one worker: they step and close the shared simulation's events
test.describe.configure({ mode: 'default', timeout: 120_000 });
// a loaded machine boots each full page load slowly: the first look after a navigation waits longer
const LOAD = { timeout: 30_000 };

test('a player backs a runner with ৳100: Bet placed., positions, My Bets, then the settled bet in history and records, the balance agreeing', async ({
  page,
}) => {
  const p = await fundedPlayer(page, '5000');
  const event = await liveEvent(page.request, 'soccer');
  await page.goto(oddsUrl(event, 'soccer'));
  const header = page.getByTestId('exchange-balance');
  await expect(header).toContainText('5,000.00', LOAD);
  await expect(page.getByTestId('exchange-exposure')).toContainText('0.00');

  // from the odds page's first render to the open slip: the frames, the header amounts and the
  // prices arriving move nothing (the slip's own push of the rows below follows the tap: not a shift)
  await expect(page.locator('.xc-odds-head')).toBeVisible(LOAD);
  const shifted = await countLayoutShifts(page, 'now');
  await expect(page.locator('.xc-odds-event')).toHaveText(event.Event, LOAD);
  const row = page.getByTestId('runner-row').first();
  const name = (await row.locator('.xc-row-name').innerText(LOAD)).trim();
  const price = row.getByRole('button', { name: new RegExp(`^Back ${name} at`) });
  await price.scrollIntoViewIfNeeded();
  const before = await row.boundingBox();
  // a pointer tap, as a player's finger: nothing above the rows changes height after the first render
  await tapInView(price);
  const slip = page.getByTestId('bet-slip');
  await expect(slip).toBeVisible();
  expect((await row.boundingBox())?.y, 'the tapped row keeps its place').toBe(before?.y);
  expect(await shifted()).toBe(0);
  await expect(slip).toContainText(name);
  // the odds are editable: a step down, then the lowest back price there is, so the bet is matched at
  // the best price the ladder offers however far it moved meanwhile
  const odds = slip.getByLabel('Odds', { exact: true });
  const shown = Number(await odds.inputValue());
  await slip.getByRole('button', { name: 'Lower odds' }).click();
  expect(Number(await odds.inputValue())).toBeLessThan(shown);
  await odds.fill('1.01');
  await slip.getByRole('button', { name: '৳ 100', exact: true }).click();
  await expect(slip.getByLabel('Stake (৳)')).toHaveValue('100');
  await expect(slip.getByTestId('slip-terms')).toContainText('Profit');
  await slip.getByRole('button', { name: 'Place Bet' }).click();
  await expect(page.getByTestId('bet-result')).toHaveText('Bet placed.');
  await expect(slip).toHaveCount(0);

  const open = (await (await page.request.get('/api/exchange/bets?status=open', { headers: { Authorization: `Bearer ${p.token}` } })).json()) as {
    data: Array<{ transaction_id: string; potential_profit: string; matched: number }>;
  };
  expect(open.data).toHaveLength(1);
  const bet = open.data[0];
  expect(bet?.matched).toBe(1);
  const profit = Number(bet?.potential_profit);
  // the position under each runner: + the profit on the one backed, - the stake on the others
  await expect(row.getByTestId('runner-position')).toContainText(`৳ ${profit.toFixed(2)}`);
  await expect(page.getByTestId('runner-row').nth(1).getByTestId('runner-position')).toContainText('-৳ 100.00');
  await expect(page.getByTestId('exchange-exposure')).toContainText('100.00');
  await expect(header).toContainText('4,900.00');

  await page.goto('/exchange-account');
  await page.getByRole('link', { name: 'My Bets' }).click();
  const mine = page.getByTestId('exchange-bet');
  await expect(mine).toHaveCount(1, LOAD);
  await expect(mine).toContainText(name);
  await expect(mine).toContainText('Matched');

  // the simulation ends the match: the runner backed wins
  await serverControl(page, 'sports', { action: 'set', eventId: event.EventId, result: { winner: 0 } });
  await serverControl(page, 'sports', { action: 'set', eventId: event.EventId, status: 'closed' });
  await page.goto('/exchange-history');
  const settled = page.getByTestId('exchange-bet');
  await expect(settled).toHaveAttribute('data-status', 'WON', LOAD);
  await expect(settled.getByTestId('bet-net')).toContainText(`৳ ${profit.toFixed(2)}`);
  await page.goto('/exchange-pl');
  await expect(page.getByTestId('pl-total').first()).toContainText(`৳ ${profit.toFixed(2)}`, LOAD);

  await page.goto('/betting-record?tab=exchange');
  const record = page.locator('.rec-ex').filter({ hasText: event.Event });
  await expect(record).toContainText('WON', LOAD);
  await expect(record).toContainText(profit.toFixed(2));

  await page.goto('/exchange-bets');
  const total = (5000 + profit).toLocaleString('en-US', { minimumFractionDigits: 2 });
  await expect(page.getByTestId('exchange-balance')).toContainText(total, LOAD);
  await expect(page.getByTestId('exchange-exposure')).toContainText('0.00');
  await page.goto('/exchange-balance');
  await expect(page.getByTestId('ledger-row').first()).toContainText(profit.toFixed(2), LOAD);
});

test.describe('refusals', () => {
  test.use({ expectedHttpErrors: ['/api/exchange/bets'] });

  test('a stake under ৳10, a row suspended at the server, and offline are refused; nothing is sent twice', async ({ page, context }) => {
    await fundedPlayer(page, '1000');
    const event = await liveEvent(page.request, 'cricket', (e) => e.Bookmaker === 1);
    for (const index of [0, 1])
      await serverControl(page, 'sports', { action: 'set', eventId: event.EventId, bookmaker: { index, suspended: 0, ball_running: 0 } });
    await page.goto(oddsUrl(event, 'cricket'));
    const row = page.getByTestId('bookmaker-row').first();
    await tapInView(row.getByRole('button', { name: /^Back / }), LOAD);
    const slip = page.getByTestId('bet-slip');
    await expect(slip.getByTestId('slip-odds')).toContainText('Rate', LOAD);

    const sent = await placeCount(page);
    await slip.getByLabel('Stake (৳)').fill('5');
    await slip.getByRole('button', { name: 'Place Bet' }).click();
    await expect(slip.getByRole('alert')).toHaveText('Minimum stake is ৳ 10.00.');
    expect(await placeCount(page)).toBe(sent);

    await slip.getByLabel('Stake (৳)').fill('100');
    await serverControl(page, 'sports', { action: 'set', eventId: event.EventId, bookmaker: { index: 0, suspended: 1 } });
    await slip.getByRole('button', { name: 'Place Bet' }).click();
    await expect(slip.getByRole('alert')).toHaveText('Market suspended.');
    expect(await placeCount(page)).toBe(sent + 1);
    await serverControl(page, 'sports', { action: 'set', eventId: event.EventId, bookmaker: { index: 0, suspended: 0 } });

    await context.setOffline(true);
    await slip.getByRole('button', { name: 'Place Bet' }).click();
    await expect(slip.getByRole('alert')).toContainText('You are offline.');
    await context.setOffline(false);
    expect(await placeCount(page)).toBe(sent + 1);
  });
});

test('one-click betting is off until the player turns it on; then a tap places the chosen stake at once; the stream bar stays collapsed after a reload', async ({
  page,
}) => {
  const p = await fundedPlayer(page, '2000');
  const event = await liveEvent(page.request, 'cricket');
  await page.goto(oddsUrl(event, 'cricket'));

  // the stream collapses to a bar, remembered on the device
  await page.getByRole('button', { name: 'Hide live stream' }).click(LOAD);
  await expect(page.getByRole('region', { name: 'Live stream' })).toHaveCount(0);
  await page.reload();
  const show = page.getByRole('button', { name: 'Show live stream' });
  await expect(show).toHaveAttribute('aria-expanded', 'false', LOAD);
  await expect(page.getByRole('region', { name: 'Live stream' })).toHaveCount(0);

  // off by default: a tap opens the slip and sends nothing
  const oneClick = page.getByRole('checkbox', { name: 'One-click betting' });
  await expect(oneClick).not.toBeChecked();
  const row = page.getByTestId('runner-row').first();
  const back = row.getByRole('button', { name: /^Back .* at/ });
  await tapInView(back, LOAD);
  await expect(page.getByTestId('bet-slip')).toBeVisible();
  // a tap on what is drawn (tapInView): a click right after the scroll was once routed by the frame
  // before it and missed, and the slip left open read below as one the one-click tap had opened
  await tapInView(page.getByTestId('bet-slip').getByRole('button', { name: 'Cancel' }));
  await expect(page.getByTestId('bet-slip')).toHaveCount(0);
  expect(await openBets(page, p)).toEqual([]);

  await oneClick.check();
  await page.getByLabel('One-click stake').selectOption({ label: '৳ 500' });
  // the stored preferences arriving late must not turn it off again
  await expect(oneClick).toBeChecked();
  // on: a tap places at once and opens no slip, not even for a moment; the result shows under the row
  await page.evaluate(() => {
    const w = window as unknown as { __slipSeen: boolean };
    w.__slipSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="bet-slip"]')) w.__slipSeen = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await tapInView(back);
  const inPlace = row.locator('xpath=following-sibling::*[1]');
  await expect(inPlace).toHaveAttribute('data-testid', 'bet-result');
  // matched or waiting for its price: the market may move between the tap and the server's answer
  await expect(inPlace).toHaveText(/^Bet placed\./);
  await expect(page.getByTestId('bet-slip')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __slipSeen: boolean }).__slipSeen)).toBe(false);
  expect((await openBets(page, p)).map((b) => [b.stake, b.bet_type])).toEqual([['500.00', 'back']]);

  await show.click();
  await expect(page.getByRole('region', { name: 'Live stream' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hide live stream' })).toHaveAttribute('aria-expanded', 'true');
});
