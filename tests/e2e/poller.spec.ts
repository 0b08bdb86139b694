import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, devControl, expect, test } from './fixtures';
import { type OwnServer, startOwnServer } from './pwa-server';

/**
 * The worker poller, counted at the server. Its own server: the request counters and faults are
 * global, so no other spec may share them. Rates are measured over fixed windows (the thing under
 * test is a rate), everything else waits for conditions.
 */
// one server and its counters for the whole file: its tests run one after another in one worker
test.describe.configure({ mode: 'default' });

let srv: OwnServer;
test.beforeAll(async () => {
  srv = await startOwnServer('poller');
});
test.afterAll(async () => {
  await srv?.stop();
});

async function stats(request: APIRequestContext): Promise<Record<string, number>> {
  return (await (await devControl(request, `${srv.url}/api/dev/stats`)).json()) as Record<string, number>;
}
async function resetStats(request: APIRequestContext): Promise<void> {
  expect((await devControl(request, `${srv.url}/api/dev/stats/reset`, {})).ok()).toBe(true);
}
/** a measuring window, not a wait for a condition */
const measure = (page: Page, ms: number) => page.waitForTimeout(ms);

async function loginAt(page: Page): Promise<void> {
  await page.goto(`${srv.url}/login`);
  await page.getByLabel('Username').fill(DEMO.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('header-balance')).toContainText(/৳ [\d,]+\.\d\d/);
}

async function setHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((h) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

test('balance: one request every 10 s per browser with 1 tab and with 3 tabs; none while hidden; at once when shown', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  await loginAt(page);
  await resetStats(request);
  await measure(page, 21_000);
  const one = (await stats(request))['POST /api/balance'] ?? 0;
  expect(one, 'balance requests in 21 s, 1 tab').toBeGreaterThanOrEqual(2);
  expect(one).toBeLessThanOrEqual(3);

  const others = [await context.newPage(), await context.newPage()];
  for (const p of others) {
    // A new tab shows the leader's last answer and asks for none of its own (its worker-less page
    // would otherwise add a request per tab start).
    const own: string[] = [];
    p.on('request', (r) => {
      if (r.url().endsWith('/api/balance')) own.push(r.url());
    });
    await p.goto(`${srv.url}/`);
    await expect(p.getByTestId('header-balance')).toContainText(/৳ [\d,]+\.\d\d/);
    expect(own, 'balance requests sent by a new tab').toEqual([]);
  }
  await resetStats(request);
  await measure(page, 21_000);
  const three = (await stats(request))['POST /api/balance'] ?? 0;
  expect(three, 'balance requests in 21 s, 3 tabs').toBeGreaterThanOrEqual(2);
  expect(three).toBeLessThanOrEqual(3);

  for (const p of [page, ...others]) await setHidden(p, true);
  // a round the worker had started before it heard of the hiding may still arrive (seen on a loaded
  // machine): the window opens 2 s after the hiding and is longer than the 10 s interval
  await measure(page, 2_000);
  await resetStats(request);
  await measure(page, 12_000);
  expect((await stats(request))['POST /api/balance'] ?? 0, 'balance requests while every tab is hidden').toBe(0);

  const shown = others[1] as Page;
  await setHidden(shown, false);
  await expect.poll(async () => (await stats(request))['POST /api/balance'] ?? 0, { timeout: 3_000 }).toBe(1);
});

test('a 401 on balance logs out every tab and goes home', async ({ page, context, request }) => {
  test.setTimeout(60_000);
  await loginAt(page);
  const second = await context.newPage();
  await second.goto(`${srv.url}/`);
  await expect(second.getByTestId('header-balance')).toContainText(/৳ [\d,]+\.\d\d/);
  expect((await devControl(request, `${srv.url}/api/dev/revoke`, { username: DEMO.username })).ok()).toBe(true);
  for (const p of [page, second]) {
    await expect(p.getByRole('link', { name: 'Login' }).first()).toBeVisible({ timeout: 20_000 });
    await expect(p).toHaveURL(`${srv.url}/`);
    await expect(p.getByTestId('header-balance')).toHaveCount(0);
  }
  await second.reload();
  await expect(second.getByTestId('header-balance')).toHaveCount(0);
});

test('odds-style polling (match odds with the event every 300 ms): rounds never overlap when answers take 1 s', async ({ page, request }) => {
  test.setTimeout(60_000);
  await page.addInitScript(() => localStorage.setItem('taka:poll-debug', '1'));
  await loginAt(page);
  const events = (await (await request.get(`${srv.url}/api/sports-events/cricket`)).json()) as Array<{ EventId: string; MarketId: string }>;
  const ev = events[0];
  expect(ev).toBeDefined();
  const oddsPath = `/api/match-odds/${ev?.MarketId}`;
  const eventPath = `/api/event/${ev?.EventId}`;
  for (const path of [oddsPath, eventPath]) expect((await devControl(request, `${srv.url}/api/dev/fault`, { path, delayMs: 1000 })).ok()).toBe(true);
  await resetStats(request);
  await page.waitForFunction(() => '__takaPoller' in window); // the bridge loads with the first poll job
  await page.evaluate(
    ({ marketId, eventId }) => {
      const poller = (window as unknown as { __takaPoller: { add(job: unknown): () => void } }).__takaPoller;
      poller.add({
        id: `odds:${marketId}`,
        intervalMs: 300,
        dataSaverIntervalMs: 1000,
        private: false,
        calls: [
          { endpoint: 'matchOdds', params: { marketId }, queryKey: ['odds-test', marketId] },
          { endpoint: 'sportsEvent', params: { eventId }, queryKey: ['odds-test-event', eventId] },
        ],
      });
    },
    { marketId: String(ev?.MarketId), eventId: String(ev?.EventId) },
  );
  await measure(page, 5_000);
  const slow = await stats(request);
  const odds = slow[`GET ${oddsPath}`] ?? 0;
  // one round per answer (1 s) plus the 300 ms pause: at most 4-5 in 5 s; overlapping would make ~16
  expect(odds).toBeGreaterThanOrEqual(3);
  expect(odds).toBeLessThanOrEqual(5);
  expect(Math.abs((slow[`GET ${eventPath}`] ?? 0) - odds)).toBeLessThanOrEqual(1);

  for (const path of [oddsPath, eventPath]) await devControl(request, `${srv.url}/api/dev/fault`, { path });
  await resetStats(request);
  // fast answers: a round every 300 ms again. Six rounds at the slow pace (1 s answer + 300 ms) take
  // 7.8 s, so six within 6 s show the fast pace; a loaded machine is given the rest of the 6 s
  await expect
    .poll(async () => (await stats(request))[`GET ${oddsPath}`] ?? 0, { message: 'fast answers: every 300 ms again', timeout: 6_000 })
    .toBeGreaterThanOrEqual(6);
});
