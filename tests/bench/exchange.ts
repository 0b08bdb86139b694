/**
 * Exchange benchmarks (issue 25):
 * - the odds page with a bet slip open (stake typed) while prices stream: main-thread time per
 *   update at CPU 4x, p50/p95, beside the browser's floor (a blank page changing two text nodes);
 * - placement round trip at the reference server with 50 concurrent players: p50/p99 of
 *   POST /api/exchange/bets (each player sends its bets one after another, all players at once).
 *
 *   npx tsx tests/bench/exchange.ts            (starts its own servers on the build in DIST_DIR)
 *   PLAYERS=50 SECONDS=20 npx tsx tests/bench/exchange.ts
 */
import type { Page } from '@playwright/test';
import { chromiumPath } from '../../playwright.config';
import { startOwnServer } from '../e2e/pwa-server';
import { benchFloorMs, benchOddsPage } from './odds';
import { placementBody, setUpPlacement } from './exchange-setup';
import { percentile, round } from './measure';

const PLAYERS = Number(process.env.PLAYERS || 50);
const SECONDS = Number(process.env.SECONDS || 20);

export async function benchPlacement(): Promise<{ players: number; bets: number; p50Ms: number; p99Ms: number; perSecond: number }> {
  const srv = await startOwnServer('exchange-bench');
  try {
    const base = srv.url;
    const setUp = await setUpPlacement(base, PLAYERS);
    const times: number[] = [];
    const until = Date.now() + SECONDS * 1000;
    let n = 0;
    const player = async (token: string) => {
      while (Date.now() < until) {
        n += 1;
        const t0 = performance.now();
        const res = await fetch(`${base}/api/exchange/bets`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(placementBody(setUp, `bench-${n}`)),
        });
        await res.text();
        times.push(performance.now() - t0);
        if (res.status !== 201) throw new Error(`placement answered ${res.status}`);
      }
    };
    const started = performance.now();
    await Promise.all(setUp.tokens.map(player));
    const secs = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    return {
      players: PLAYERS,
      bets: times.length,
      p50Ms: round(percentile(times, 50)),
      p99Ms: round(percentile(times, 99)),
      perSecond: round(times.length / secs),
    };
  } finally {
    await srv.stop();
  }
}

/**
 * Input lag in the slip while prices stream: from a key press in the stake input (the event's own
 * time) to the frame that paints the new value (after the next animation frame, a message posted
 * from it runs once that frame is done). Keys land at uneven moments against the 300 ms updates.
 */
async function stakeInputLag(page: Page, keys = 30): Promise<Record<string, number>> {
  const stake = page.getByTestId('bet-slip').getByLabel('Stake (৳)');
  await stake.fill('');
  await stake.evaluate((input: HTMLInputElement) => {
    const w = window as unknown as { __lags: number[] };
    w.__lags = [];
    let pressed = 0;
    input.addEventListener('keydown', (e) => {
      pressed = e.timeStamp;
    });
    input.addEventListener('input', () => {
      const at = pressed;
      requestAnimationFrame(() => {
        const ch = new MessageChannel();
        ch.port1.onmessage = () => w.__lags.push(performance.now() - at);
        ch.port2.postMessage(0);
      });
    });
  });
  await stake.focus();
  for (let i = 0; i < keys; i++) {
    await page.keyboard.press(i % 6 === 5 ? 'Backspace' : String(1 + (i % 9)));
    await page.waitForTimeout(70 + ((i * 53) % 170));
  }
  const lags = (await page.evaluate(() => (window as unknown as { __lags: number[] }).__lags)).sort((a, b) => a - b);
  return {
    inputLagP50Ms: round(percentile(lags, 50)),
    inputLagP95Ms: round(percentile(lags, 95)),
    inputLagMaxMs: round(lags[lags.length - 1] ?? 0),
    keys: lags.length,
  };
}

/**
 * Tap to slip while prices stream: from the pointer going down on a price (the event's own time) to
 * the frame that paints the slip under that price's row. Taps go round the match-odds rows (never
 * suspended, unlike bookmaker rows), back and lay in turn, so each moves the open slip to another row.
 */
async function tapToSlip(page: Page, taps = 20): Promise<Record<string, number>> {
  await page.evaluate('window.__name = window.__name || ((f) => f)'); // tsx keeps function names with a helper
  await page.evaluate(() => {
    const w = window as unknown as { __taps: number[] };
    w.__taps = [];
    document.addEventListener(
      'pointerdown',
      (e) => {
        const row = (e.target as Element).closest('[data-row-id]');
        if (!row) return;
        const at = e.timeStamp;
        const painted = () =>
          requestAnimationFrame(() => {
            const ch = new MessageChannel();
            ch.port1.onmessage = () => w.__taps.push(performance.now() - at);
            ch.port2.postMessage(0);
          });
        const shown = () => row.nextElementSibling?.matches('[data-testid="bet-slip"]') === true;
        const seen = new MutationObserver(() => {
          if (!shown()) return;
          seen.disconnect();
          painted();
        });
        seen.observe(row.parentElement as Element, { childList: true });
      },
      true,
    );
  });
  const cells = page.locator('[data-testid="runner-row"] button.xc-cell:visible');
  const n = await cells.count();
  const rows = Math.max(2, Math.floor(n / 2));
  // from the second row on (the first has the slip open already): always another row than the last tap's
  for (let i = 1; i <= taps; i++) {
    await cells.nth((i % rows) * 2 + (Math.floor(i / rows) % 2)).click();
    await page.getByTestId('bet-slip').waitFor();
    await page.waitForTimeout(150 + ((i * 71) % 200));
  }
  const taken = (await page.evaluate(() => (window as unknown as { __taps: number[] }).__taps)).sort((a, b) => a - b);
  return { tapP50Ms: round(percentile(taken, 50)), tapP95Ms: round(percentile(taken, 95)), tapMaxMs: round(taken[taken.length - 1] ?? 0), taps: taken.length };
}

export async function benchSlipOpen(minutes = 0.5) {
  let rows = 0;
  const r = await benchOddsPage({
    chromiumPath,
    minutes,
    prepare: async (page) => {
      const row = page.getByTestId('runner-row').first();
      await row.locator('button.xc-cell:visible').first().click();
      await page.getByTestId('bet-slip').getByLabel('Stake (৳)').fill('500');
      rows = await page.locator('.xc-row:not(.xc-market-head)').count();
    },
    after: async (page) => ({ ...(await stakeInputLag(page)), ...(await tapToSlip(page)) }),
  });
  return { ...r, rows };
}

if (process.argv[1]?.endsWith('exchange.ts')) {
  if (process.env.ONLY !== 'placement') await printSlip();
  const place = await benchPlacement();
  console.log(
    `placement round trip, ${place.players} concurrent players: p50 ${place.p50Ms} ms, p99 ${place.p99Ms} ms over ${place.bets} bets (${place.perSecond} per second; target p99 under 30 ms)`,
  );
}

async function printSlip() {
  const slip = await benchSlipOpen(Number(process.env.ODDS_MINUTES || 0.5));
  const floor = await benchFloorMs({ chromiumPath });
  console.log(
    `odds page with a bet slip open (${slip.rows} streaming rows, CPU 4x): p50 ${slip.p50Ms} ms, p95 ${slip.p95Ms} ms per update (script p95 ${slip.scriptP95Ms} ms; ${slip.updates} updates); browser floor ${floor} ms (target: p95 within 2x the floor)`,
  );
  const x = slip.extra;
  console.log(
    `stake input while prices stream (CPU 4x): key press to painted value p50 ${x.inputLagP50Ms} ms, p95 ${x.inputLagP95Ms} ms, max ${x.inputLagMaxMs} ms (${x.keys} keys; target p95 50 ms)`,
  );
  console.log(
    `tap on a price to its slip painted, prices streaming (CPU 4x): p50 ${x.tapP50Ms} ms, p95 ${x.tapP95Ms} ms, max ${x.tapMaxMs} ms (${x.taps} taps; target p95 100 ms)`,
  );
}
