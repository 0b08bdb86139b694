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
import { chromiumPath } from '../../playwright.config';
import { startOwnServer } from '../e2e/pwa-server';
import { benchFloorMs, benchOddsPage } from './odds';
import { fundedPlayer } from './wallet';

const PLAYERS = Number(process.env.PLAYERS || 50);
const SECONDS = Number(process.env.SECONDS || 20);

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (n: number) => Math.round(n * 100) / 100;

async function json(res: Response): Promise<any> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

export async function benchPlacement(): Promise<{ players: number; bets: number; p50Ms: number; p99Ms: number; perSecond: number }> {
  const srv = await startOwnServer('exchange-bench');
  try {
    const base = srv.url;
    const events = await json(await fetch(`${base}/api/sports-events/cricket`));
    const live = events.find((e: { Status: string }) => e.Status === 'inplay');
    const [odds] = await json(await fetch(`${base}/api/match-odds/${live.MarketId}`));
    const runner = odds.runners[0];
    const tokens: string[] = [];
    for (let i = 0; i < PLAYERS; i++) tokens.push((await fundedPlayer(base, 25_000)).token);
    const times: number[] = [];
    const until = Date.now() + SECONDS * 1000;
    let n = 0;
    const player = async (token: string) => {
      while (Date.now() < until) {
        n += 1;
        const body = {
          idempotency_key: `bench-${n}-${Math.random().toString(36).slice(2, 10)}`,
          market: 'odds',
          event_id: live.EventId,
          market_id: live.MarketId,
          selection_id: runner.selectionId,
          side: 'back',
          odds: '1.01',
          stake: '10',
        };
        const t0 = performance.now();
        const res = await fetch(`${base}/api/exchange/bets`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        await res.text();
        times.push(performance.now() - t0);
        if (res.status !== 201) throw new Error(`placement answered ${res.status}`);
      }
    };
    const started = performance.now();
    await Promise.all(tokens.map(player));
    const secs = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    return { players: PLAYERS, bets: times.length, p50Ms: round(pct(times, 50)), p99Ms: round(pct(times, 99)), perSecond: round(times.length / secs) };
  } finally {
    await srv.stop();
  }
}

export async function benchSlipOpen() {
  let rows = 0;
  const r = await benchOddsPage({
    chromiumPath,
    prepare: async (page) => {
      const row = page.getByTestId('runner-row').first();
      await row.locator('button.xc-cell:visible').first().click();
      await page.getByTestId('bet-slip').getByLabel('Stake (৳)').fill('500');
      rows = await page.locator('.xc-row:not(.xc-market-head)').count();
    },
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
  const slip = await benchSlipOpen();
  const floor = await benchFloorMs({ chromiumPath });
  console.log(
    `odds page with a bet slip open (${slip.rows} streaming rows, CPU 4x): p50 ${slip.p50Ms} ms, p95 ${slip.p95Ms} ms per update (script p95 ${slip.scriptP95Ms} ms; ${slip.updates} updates); browser floor ${floor} ms (target: p95 within 2x the floor)`,
  );
}
