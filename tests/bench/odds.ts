/**
 * Odds page render benchmark: main-thread time per odds update (p50/p95) with the CPU throttled 4x
 * (CDP Emulation.setCPUThrottlingRate), and JS heap growth after a run of updates.
 *
 * How: Chromium traces the page (toplevel + devtools.timeline); every match-odds request starts a
 * poll cycle, and the main-thread tasks (RunTask) inside one cycle add up to that update's cost.
 * This measures the page from outside, so it holds whether the poller runs on the main thread or
 * in a worker. Heap: forced GC, then Runtime.getHeapUsage at the start and at the end.
 *
 *   npx tsx tests/bench/odds.ts [--minutes 5] [--base http://127.0.0.1:8080]
 *
 * Without --base it starts its own reference server (APP_MODE=test) on the build in DIST_DIR (dist).
 * Targets (issue 7): p95 <= 4 ms, heap growth <= 5 MB after 5 minutes.
 */
import { chromium, type CDPSession } from '@playwright/test';
import { startOwnServer } from '../e2e/pwa-server';
import { percentile, round } from './measure';
import { captureOddsPage, cyclesBetweenMarks, type FloorResult, measureFloor, traceWhile } from './odds-floor';
import { breakdown, perUpdateMs } from './odds-trace';

export interface OddsBenchOptions {
  /** a running server (PWA + reference API); started here when absent */
  baseUrl?: string;
  /** total time on the odds page, in minutes (heap is compared at the start and the end) */
  minutes?: number;
  /** how long per-update timing is traced (ms); the rest of the run is untraced */
  traceMs?: number;
  cpuThrottle?: number;
  chromiumPath?: string;
  username?: string;
  password?: string;
  /** run on the new page before it loads anything (e.g. an init script that counts renders) */
  init?: (page: import('@playwright/test').Page) => Promise<void>;
  /** run on the odds page before measuring (e.g. open a bet slip) */
  prepare?: (page: import('@playwright/test').Page) => Promise<void>;
  /** run after the traced updates, CPU still throttled and prices still streaming (e.g. typing in the slip) */
  after?: (page: import('@playwright/test').Page) => Promise<Record<string, number>>;
  /** at the end, measure the page's own floor: this page saved as a static copy, its writes replayed (odds-floor.ts) */
  floor?: boolean;
}

export interface OddsBenchResult {
  updates: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** the script part of each update (React, the poller bridge), without style/layout/paint */
  scriptP50Ms: number;
  scriptP95Ms: number;
  /** all of it in thread CPU time */
  cpuP50Ms: number;
  cpuP95Ms: number;
  heapStartMB: number;
  heapEndMB: number;
  heapGrowthMB: number;
  minutes: number;
  cpuThrottle: number;
  targets: { p95Ms: number; heapGrowthMB: number };
  pass: boolean;
  /** what `after` measured */
  extra: Record<string, number>;
  floor?: FloorResult;
}

async function heapMB(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const h = await cdp.send('Runtime.getHeapUsage');
  return h.usedSize / (1024 * 1024);
}

export async function benchOddsPage(opts: OddsBenchOptions = {}): Promise<OddsBenchResult> {
  const minutes = opts.minutes ?? 0.5;
  const traceMs = Math.min(opts.traceMs ?? 15_000, minutes * 60_000);
  const cpuThrottle = opts.cpuThrottle ?? 4;
  // its own server (process group stopped at the end), or the one given
  const server = opts.baseUrl ? undefined : await startOwnServer('odds-bench');
  const base = opts.baseUrl ?? server?.url ?? '';
  const browser = await chromium.launch({
    executablePath: opts.chromiumPath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    await opts.init?.(page);
    await page.goto(`${base}/login`);
    await page.getByLabel('Username').fill(opts.username ?? 'demoplayer');
    await page.getByLabel('Password', { exact: true }).fill(opts.password ?? 'demo12345');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    const events = (await (await page.request.get(`${base}/api/sports-events/cricket`)).json()) as Array<Record<string, string | number>>;
    // the fullest in-play book (match odds, bookmaker and fancy lines: about thirty streaming rows)
    const live =
      events.find((e) => e.Status === 'inplay' && Number(e.Fancy) === 1 && Number(e.Bookmaker) === 1) ??
      events.find((e) => e.Status === 'inplay' && Number(e.Fancy) === 1) ??
      events[0];
    if (!live) throw new Error('no cricket event to bench');
    await page.goto(`${base}/odds-view?marketId=${live.MarketId}&eventId=${live.EventId}&selectedSport=cricket`);
    await page.getByTestId('runner-row').first().waitFor();
    await page.getByTestId('runner-row').first().scrollIntoViewIfNeeded(); // the prices a player watches are on screen
    await opts.prepare?.(page);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
    await page.waitForTimeout(3000); // warm-up: JIT and first renders out of the way
    const heapStartMB = await heapMB(cdp);
    const started = Date.now();

    const collected = await traceWhile(cdp, () => page.waitForTimeout(traceMs));
    const extra = (await opts.after?.(page)) ?? {};

    const rest = minutes * 60_000 - (Date.now() - started);
    if (rest > 0) await page.waitForTimeout(rest);
    const heapEndMB = await heapMB(cdp);
    // the same rows, streaming on: recorded untraced for as long as the app was traced, then replayed
    const floor = opts.floor ? await measureFloor(page, cdp, base, await captureOddsPage(page, traceMs), cpuThrottle) : undefined;
    if (process.env.ODDS_BENCH_DEBUG) console.error(JSON.stringify(breakdown(collected)));
    const per = perUpdateMs(collected).sort((a, b) => a - b);
    const script = perUpdateMs(collected, 'script').sort((a, b) => a - b);
    const cpu = perUpdateMs(collected, 'cpu').sort((a, b) => a - b);
    const targets = { p95Ms: 4, heapGrowthMB: 5 };
    const result: OddsBenchResult = {
      updates: per.length,
      p50Ms: round(percentile(per, 50)),
      p95Ms: round(percentile(per, 95)),
      maxMs: round(per[per.length - 1] ?? 0),
      scriptP50Ms: round(percentile(script, 50)),
      scriptP95Ms: round(percentile(script, 95)),
      cpuP50Ms: round(percentile(cpu, 50)),
      cpuP95Ms: round(percentile(cpu, 95)),
      heapStartMB: round(heapStartMB),
      heapEndMB: round(heapEndMB),
      heapGrowthMB: round(heapEndMB - heapStartMB),
      minutes,
      cpuThrottle,
      targets,
      pass: false,
      extra,
      floor,
    };
    result.pass = result.p95Ms <= targets.p95Ms && result.heapGrowthMB <= targets.heapGrowthMB;
    return result;
  } finally {
    await browser.close();
    await server?.stop();
  }
}

/**
 * The browser's own floor for comparison: a blank page that changes two text nodes every 300 ms,
 * same throttling and tracing; the median cycle. Whatever the app does, one update costs at least this much.
 */
export async function benchFloorMs(opts: { chromiumPath?: string; cpuThrottle?: number; updates?: number } = {}): Promise<number> {
  const updates = opts.updates ?? 30;
  const browser = await chromium.launch({
    executablePath: opts.chromiumPath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.setContent('<p><span id="p">1.50</span> <span id="s">10k</span></p>');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: opts.cpuThrottle ?? 4 });
    const collected = await traceWhile(cdp, () =>
      page.evaluate(
        (n) =>
          new Promise<void>((resolve) => {
            let i = 0;
            const id = setInterval(() => {
              i++;
              console.timeStamp('floor-update'); // marks the cycle in the trace
              (document.getElementById('p')?.firstChild as Text).data = (1 + (i % 50) / 100).toFixed(2);
              (document.getElementById('s')?.firstChild as Text).data = `${i % 9}k`;
              if (i === n) {
                clearInterval(id);
                setTimeout(resolve, 300);
              }
            }, 300);
          }),
        updates,
      ),
    );
    // the median cycle: one stray task (a collection, the tracer itself) must not move the floor
    return round(percentile(cyclesBetweenMarks(collected), 50));
  } finally {
    await browser.close();
  }
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\//, '/'))) {
  const minutes = Number(arg('minutes') ?? 0.5);
  benchOddsPage({ baseUrl: arg('base'), minutes, floor: true })
    .then((r) => {
      console.log(JSON.stringify(r, null, 2));
    })
    .catch((e) => {
      console.error(e);
      process.exit(1);
    });
}
