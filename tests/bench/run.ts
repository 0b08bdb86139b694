/**
 * npm run bench: size and polling figures of the built PWA (DIST_DIR, default dist).
 * - gzip bytes of the JS and CSS loaded before the first paint of /
 * - total precache bytes (raw and gzip)
 * - balance requests per minute per browser with 1 and with 3 tabs, counted at a server of its own
 *   (own port chosen by the OS, own database file), started and stopped here.
 * - the wallet API's debit + credit round trip (p50/p99, rounds per second) with 1 and 50 players at
 *   once, and the time from a game round's answer to the new balance on the page (tests/bench/wallet.ts)
 * - the odds page's main-thread time per update (p50/p95, CPU throttled 4x) and its heap growth over
 *   ODDS_MINUTES minutes (default 0.5; the figure is for 5), beside the page's own floor (the
 *   page saved static, its DOM writes replayed: tests/bench/odds-floor.ts); the same with a bet slip
 *   open, key press to painted stake and tap on a price to painted slip;
 * - exchange placement round trip p50/p99 with 50 concurrent players (tests/bench/exchange.ts).
 */
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../playwright.config';
import { startOwnServer } from '../e2e/pwa-server';
import { devControl } from './dev-control';
import { FIRST_PAINT_JS_BUDGET_KB, firstPaintAssets, kb, PRECACHE_BUDGET_KB, precacheFiles, sum } from './measure';
import { benchPlacement, benchSlipOpen } from './exchange';
import { benchFloorMs, benchOddsPage } from './odds';
import { benchRoundToHeader, benchWallet } from './wallet';

const dist = process.env.DIST_DIR || 'dist';
const WINDOW_MS = Number(process.env.BENCH_WINDOW_MS || 60_000);

const fp = firstPaintAssets(dist);
const pre = precacheFiles(dist);
console.log(`build: ${dist}`);
console.log(`JS before first paint of /:  ${kb(sum(fp.js, 'gzip'))} gzip in ${fp.js.length} files (budget ${FIRST_PAINT_JS_BUDGET_KB} KB)`);
console.log(`CSS before first paint of /: ${kb(sum(fp.css, 'gzip'))} gzip in ${fp.css.length} files`);
console.log(`precache: ${pre.length} files, ${kb(sum(pre, 'raw'))} raw, ${kb(sum(pre, 'gzip'))} gzip (budget ${PRECACHE_BUDGET_KB} KB raw)`);

const srv = await startOwnServer('bench', dist);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  await page.goto(`${srv.url}/login`);
  await page.getByLabel('Username').fill('demoplayer');
  await page.getByLabel('Password', { exact: true }).fill('demo12345');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByTestId('header-balance').waitFor();

  const perMinute = async (p: Page) => {
    await devControl(`${srv.url}/api/dev/stats/reset`, {});
    await p.waitForTimeout(WINDOW_MS);
    const stats = (await devControl(`${srv.url}/api/dev/stats`)) as Record<string, number>;
    return ((stats['POST /api/balance'] ?? 0) * 60_000) / WINDOW_MS;
  };
  console.log(`balance requests per minute, 1 tab:  ${(await perMinute(page)).toFixed(1)} (spec: 6)`);
  for (let i = 0; i < 2; i++) {
    const p = await ctx.newPage();
    await p.goto(`${srv.url}/`);
    await p.getByTestId('header-balance').waitFor();
  }
  console.log(`balance requests per minute, 3 tabs: ${(await perMinute(page)).toFixed(1)} (one poller per browser: 6)`);
  await ctx.close();

  for (const players of [1, 50]) {
    const w = await benchWallet(srv.url, players, players === 1 ? 200 : 10);
    console.log(
      `wallet debit+credit round trip, ${players} player(s) at once: p50 ${w.p50.toFixed(1)} ms, p99 ${w.p99.toFixed(1)} ms, ${w.perSecond.toFixed(0)} rounds/s (${w.n} rounds; target p99 20 ms at 50)`,
    );
  }
  const lag = await benchRoundToHeader(browser, srv.url, 10);
  console.log(`game round answer -> new balance on the page: median ${lag.medianMs.toFixed(0)} ms, max ${lag.maxMs.toFixed(0)} ms (target 1 s)`);

  const odds = await benchOddsPage({ baseUrl: srv.url, minutes: Number(process.env.ODDS_MINUTES || 0.5), chromiumPath, floor: true });
  console.log(
    `odds page per update (CPU 4x): all main-thread work p50 ${odds.p50Ms} ms, p95 ${odds.p95Ms} ms; script only p50 ${odds.scriptP50Ms} ms, p95 ${odds.scriptP95Ms} ms (target p95 4 ms; ${odds.updates} updates)`,
  );
  const f = odds.floor;
  if (f)
    console.log(
      `odds page's own floor (CPU 4x; the page saved static, ${f.rows} rows, its ${f.ops} writes replayed by a plain script): p50 ${f.p50Ms} ms, p95 ${f.p95Ms} ms per update (${f.updates} updates); app / floor: p50 ${(odds.p50Ms / f.p50Ms).toFixed(2)}x, p95 ${(odds.p95Ms / f.p95Ms).toFixed(2)}x (target p95 within 1.5x); in thread CPU time (what load does not inflate): app p50 ${odds.cpuP50Ms} ms, p95 ${odds.cpuP95Ms} ms, floor p50 ${f.cpuP50Ms} ms, p95 ${f.cpuP95Ms} ms`,
    );
  console.log(
    `browser floor (CPU 4x): a blank page changing two text nodes every 300 ms costs ${await benchFloorMs({ chromiumPath })} ms of main-thread time per update (median)`,
  );
  console.log(`odds page heap: ${odds.heapStartMB} MB -> ${odds.heapEndMB} MB after ${odds.minutes} min (growth ${odds.heapGrowthMB} MB, target 5 MB)`);
  const slip = await benchSlipOpen();
  console.log(
    `odds page with a bet slip open (${slip.rows} rows, CPU 4x): p50 ${slip.p50Ms} ms, p95 ${slip.p95Ms} ms per update (target: p95 within 2x the floor)`,
  );
  console.log(
    `stake input while prices stream (CPU 4x): key press to painted value p50 ${slip.extra.inputLagP50Ms} ms, p95 ${slip.extra.inputLagP95Ms} ms (${slip.extra.keys} keys; target p95 50 ms)`,
  );
  console.log(
    `tap on a price to its slip painted, prices streaming (CPU 4x): p50 ${slip.extra.tapP50Ms} ms, p95 ${slip.extra.tapP95Ms} ms, max ${slip.extra.tapMaxMs} ms (${slip.extra.taps} taps; target p95 100 ms)`,
  );
  const place = await benchPlacement();
  console.log(
    `exchange placement, ${place.players} concurrent players: p50 ${place.p50Ms} ms, p99 ${place.p99Ms} ms (${place.bets} bets; target p99 under 30 ms)`,
  );
} finally {
  await browser.close();
  await srv.stop();
}
