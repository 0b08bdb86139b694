import { axeIssues } from './axe';
import { events, liveCricket, oddsUrl } from './exchange-helpers';
import { expect, loginByApi, serverControl, test } from './fixtures';

// The live markets: the in-play lists, multi markets and the odds page (exchange-helpers.ts reads the
// simulation) and the market block. The account is in exchange-account.spec.ts.

// a loaded machine runs these slowly; each test waits on live data. One after another in one worker:
// they share the simulation (reset after each) and count the odds requests of one live market.
test.describe.configure({ mode: 'default', timeout: 90_000 });

test.afterEach(async ({ page }) => {
  await serverControl(page, 'sports', { action: 'reset' });
});

test('the in-play list groups live events by sport with their badges; tabs filter', async ({ page }) => {
  await loginByApi(page);
  const live = await liveCricket(page.request);
  const upcoming = (await events(page.request, 'cricket')).find((e) => e.Status === 'upcoming');
  // no tennis match in play: its group disappears
  for (const t of (await events(page.request, 'tennis')).filter((e) => e.Status === 'inplay')) {
    await serverControl(page, 'sports', { action: 'set', eventId: t.EventId, status: 'upcoming' });
  }
  await page.goto('/exchange-inplay');
  await expect(page.getByRole('tab', { name: 'In-Play' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: /Cricket/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Soccer/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Tennis/ })).toHaveCount(0);
  const row = page.getByTestId('exchange-event').filter({ hasText: live.Event });
  await expect(row).toContainText('In-Play');
  await expect(row).toContainText('Fancy');
  await expect(row).toContainText('BookMaker');
  await expect(row.getByRole('button', { name: `Pin ${live.Event} to multi markets` })).toBeVisible();
  if (upcoming) await expect(page.getByTestId('exchange-event').filter({ hasText: upcoming.Event })).toHaveCount(0);
  expect(await axeIssues(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Tomorrow' }).click();
  await expect(page.getByTestId('exchange-event').first()).toBeVisible();
  await expect(page.getByTestId('exchange-event').filter({ hasText: 'In-Play' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Result' }).click();
  await expect(page.getByTestId('exchange-event').first()).toContainText('Closed');

  await page.getByRole('tab', { name: 'Search' }).click();
  await page.getByLabel('Search events').fill(live.Event.split(' v ')[0] ?? live.Event);
  await expect(page.getByTestId('exchange-event').filter({ hasText: live.Event })).toBeVisible();
  await page.getByLabel('Search events').fill('zzzz no such team');
  await expect(page.getByText('No Data')).toBeVisible();
});

test('a pinned event shows on multi markets after a reload and can be removed', async ({ page }) => {
  await loginByApi(page);
  const live = await liveCricket(page.request);
  await page.goto('/exchange-inplay');
  const pin = page.getByRole('button', { name: `Pin ${live.Event} to multi markets` });
  await pin.click();
  await expect(page.getByRole('button', { name: `Unpin ${live.Event} from multi markets` })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('link', { name: 'Multi' }).click();
  await expect(page).toHaveURL(/\/exchange-multi$/);
  await page.reload();
  const card = page.getByTestId('multi-card').filter({ hasText: live.Event });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('runner-row')).toHaveCount(2);
  await card.getByRole('button', { name: `Remove ${live.Event} from multi markets` }).click();
  await expect(page.getByTestId('multi-card')).toHaveCount(0);
  await expect(page.getByText(/No pinned markets yet/)).toBeVisible();
});

test('the odds page shows Loading... then live prices that change, with stream and score frames', async ({ page }) => {
  await loginByApi(page);
  const live = await liveCricket(page.request);
  await serverControl(page, 'fault', { path: `/api/match-odds/${live.MarketId}`, delayMs: 2500 });
  await serverControl(page, 'fault', { path: '/api/ip', delayMs: 2500 });
  await serverControl(page, 'fault', { path: `/api/score/board/${live.EventId}`, delayMs: 2500 });
  await page.goto(oddsUrl(live));
  await expect(page.getByText('Loading...', { exact: true })).toBeVisible();
  await expect(page.getByText('Loading live stream...')).toBeVisible();
  await expect(page.getByText('Loading live score...')).toBeVisible();
  for (const path of [`/api/match-odds/${live.MarketId}`, '/api/ip', `/api/score/board/${live.EventId}`]) await serverControl(page, 'fault', { path });

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Cricket\s*In-Play/);
  const rows = page.getByTestId('runner-row');
  await expect(rows).toHaveCount(2);
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
  const first = await rows.allInnerTexts();
  await expect.poll(async () => (await rows.allInnerTexts()).join('|'), { timeout: 15_000 }).not.toBe(first.join('|'));
  await expect.poll(async () => page.locator('.xc-cell[data-flash]').count(), { timeout: 15_000 }).toBeGreaterThan(0);
  // prices are written straight into the cells: the spoken label follows the price shown (read in one go)
  const bestBack = rows.first().locator('.xc-back[data-depth="0"]');
  const spokenAndShown = () =>
    bestBack.evaluate((el) => [el.querySelector('.visually-hidden')?.textContent ?? '', el.querySelector('.xc-price')?.textContent ?? '']);
  const [spoken, shown] = await spokenAndShown();
  expect(spoken).toContain(` at ${shown},`);
  await expect.poll(async () => (await spokenAndShown())[1], { timeout: 15_000 }).not.toBe(shown);
  const [spokenLater, shownLater] = await spokenAndShown();
  expect(spokenLater).toContain(` at ${shownLater},`);

  const stream = page.getByTestId('stream-frame');
  await expect(stream).toHaveAttribute('src', new RegExp(`/api/stream/${live.EventId}\\?userip=[0-9a-f.:%A-F]+$`));
  await expect(stream).toHaveAttribute('height', '400');
  await expect(stream).toHaveAttribute('sandbox', /allow-scripts/);
  const score = page.getByTestId('score-frame');
  await expect(score).toHaveAttribute('src', new RegExp(`^http://127\\.0\\.0\\.1:\\d+/api/score/frame/${live.EventId}$`));
  await expect(score).toHaveAttribute('sandbox', /allow-scripts/);
  // the frames' documents are the providers' pages, each with its own main landmark (the frames themselves are checked)
  expect(await axeIssues(page, [['iframe', 'main']])).toEqual([]);
});

test('Ball Running wins over Suspend on bookmaker and fancy rows; fancy tabs filter', async ({ page }) => {
  await loginByApi(page);
  const live = await liveCricket(page.request);
  const detail = await (await page.request.get(`/api/event/${live.EventId}`)).json();
  const item = detail.data.items[live.EventId];
  const fancy = Object.values(item.fancy2) as Array<{ id: string; title: string; type: number }>;
  const book = (Object.values(item.bookmaker)[0] as { runners: Array<{ runner: string }> }).runners;
  const [f1, f2, f3] = fancy;
  if (!f1 || !f2 || !f3 || book.length < 2) throw new Error('seeded markets missing');
  const set = (extra: object) => serverControl(page, 'sports', { action: 'set', eventId: live.EventId, ...extra });
  await set({ bookmaker: { index: 0, ball_running: 1, suspended: 1 } });
  await set({ bookmaker: { index: 1, ball_running: 0, suspended: 1 } });
  await set({ fancy: { id: f1.id, ball_running: 1, suspended: 0 } });
  await set({ fancy: { id: f2.id, ball_running: 0, suspended: 1 } });
  await set({ fancy: { id: f3.id, ball_running: 0, suspended: 0 } });

  await page.goto(oddsUrl(live));
  const bookRows = page.getByTestId('bookmaker-row');
  await expect(bookRows.filter({ hasText: book[0]?.runner })).toContainText('Ball Running');
  await expect(bookRows.filter({ hasText: book[0]?.runner })).not.toContainText('Suspend');
  await expect(bookRows.filter({ hasText: book[1]?.runner })).toContainText('Suspend');
  const fancyRows = page.getByTestId('fancy-row');
  await expect(fancyRows.filter({ hasText: f1.title })).toHaveAttribute('data-state', 'ballRunning');
  await expect(fancyRows.filter({ hasText: f2.title })).toContainText('Suspend');
  await expect(fancyRows.filter({ hasText: f3.title })).toHaveAttribute('data-state', 'open');

  await expect(fancyRows).toHaveCount(fancy.length);
  for (const [name, type] of [
    ['Khadda', 3],
    ['Ball by Ball', 6],
    ['Odd/Even', 5],
  ] as const) {
    const tab = page.getByRole('tab', { name, exact: true });
    // the keyboard, not a pointer: rows above keep changing height while prices stream in
    await tab.press('Enter');
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    // the simulation may open or close fancy markets meanwhile: compare with the answer of now
    await expect
      .poll(async () => {
        const now = await (await page.request.get(`/api/event/${live.EventId}`)).json();
        const rows = Object.values(now.data.items[live.EventId].fancy2) as Array<{ type: number }>;
        return (await fancyRows.count()) === rows.filter((f) => f.type === type).length;
      })
      .toBe(true);
  }
  await page.getByRole('tab', { name: 'All', exact: true }).press('Enter');
  await expect(page.getByRole('tab', { name: 'All', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect
    .poll(async () => {
      const now = await (await page.request.get(`/api/event/${live.EventId}`)).json();
      return (await fancyRows.count()) === Object.keys(now.data.items[live.EventId].fancy2).length;
    })
    .toBe(true);
});

test('leaving the odds page stops its odds requests', async ({ page }) => {
  await loginByApi(page);
  const live = await liveCricket(page.request);
  // this page's own requests (its poller worker's too): the server's count has other tests' pages
  let count = 0;
  page.on('request', (r) => void (new URL(r.url()).pathname === `/api/match-odds/${live.MarketId}` && count++));
  await page.goto(oddsUrl(live));
  await expect(page.getByTestId('runner-row')).toHaveCount(2);
  const before = count;
  await expect.poll(() => count).toBeGreaterThan(before + 3);

  await page.getByRole('link', { name: 'Account', exact: true }).click();
  await expect(page).toHaveURL(/\/exchange-account$/);
  // a round in flight may still land: wait until the count stops moving, then watch it stay put
  let last = -1;
  await expect
    .poll(
      async () => {
        const still = count === last;
        last = count;
        return still;
      },
      { intervals: [400] },
    )
    .toBe(true);
  const after = last;
  const seen: number[] = [];
  await expect.poll(async () => seen.push(count), { intervals: [300], timeout: 10_000 }).toBeGreaterThanOrEqual(8);
  expect(new Set(seen)).toEqual(new Set([after]));
});

test('a reload keeps the odds page (its state lives in the address)', async ({ page }) => {
  await loginByApi(page);
  const live = await liveCricket(page.request);
  await page.goto('/exchange-inplay');
  await page.getByRole('link', { name: live.Event }).first().click();
  await expect(page).toHaveURL(/\/odds-view\?/);
  await expect(page.getByText(live.Event, { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText(live.Event, { exact: true })).toBeVisible();
  await expect(page.getByTestId('runner-row')).toHaveCount(2);
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/exchange-inplay$/);
  // Back to the list the player left, and a reload keeps it too
  await page.getByRole('tab', { name: 'Result' }).click();
  await page.getByTestId('exchange-event').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/odds-view\?/);
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByRole('tab', { name: 'Result' })).toHaveAttribute('aria-selected', 'true');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Result' })).toHaveAttribute('aria-selected', 'true');
});

test('the odds page opened without its match says so and leads to In-Play, asking the server for nothing', async ({ page }) => {
  await loginByApi(page);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/(match-odds|event|score\/board|ip)\b/.test(new URL(r.url()).pathname)) asked.push(r.url());
  });
  await page.goto('/odds-view');
  await expect(page.getByText('No match is chosen. Open one from the In-Play list.')).toBeVisible();
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
  expect(asked).toEqual([]);
  await page.getByRole('link', { name: 'Go to In-Play' }).click();
  await expect(page).toHaveURL(/\/exchange-inplay$/);
});

test('the blocked player sees the market-block popup instead of the exchange', async ({ page }) => {
  await loginByApi(page, { username: 'blockedplayer', password: 'demo12345' });
  await page.goto('/exchange-redirect');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('This section is blocked by Your Upline.');
  await expect(page).toHaveURL(/\/exchange-redirect$/);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/exchange-inplay');
  await expect(page.getByRole('dialog')).toContainText('This section is blocked by Your Upline.');
  await expect(page.getByTestId('exchange-event')).toHaveCount(0);
});
