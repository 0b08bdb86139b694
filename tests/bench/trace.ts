/**
 * Main-thread figures of the home page from a Chromium trace (Playwright's browser.startTracing), CPU
 * throttled 4x as Lighthouse's mobile preset does: the work of a cold load, and the page at rest.
 * Less sensitive to a busy machine than Lighthouse's scores: it sums what the main thread did.
 */
import type { Browser, Page } from '@playwright/test';

/** Lighthouse's mobile slowdown; AUDIT_CPU sets another (npm run audit) */
export const CPU_SLOWDOWN = Number(process.env.AUDIT_CPU || 4);
/** The phone every trace loads the page on (a mid-size Android screen). */
export const PHONE = { width: 390, height: 844, deviceScaleFactor: 2 } as const;
const CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', '__metadata'];

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** the thread's own time (CPU), where the trace has it */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { frame?: string; url?: string } };
}

export interface MainThreadFigures {
  /** main-thread task time in the window, ms */
  busyMs: number;
  windowMs: number;
  longestMs: number;
  /** tasks over 50 ms */
  longTasks: number;
  /** time beyond 50 ms of each task (what total blocking time sums), ms */
  blockingMs: number;
  /**
   * the main thread's own CPU time in those tasks, ms: wall time above counts the moments a busy
   * machine gave the thread no CPU; this does not. Chromium's 4x throttle burns CPU rather than
   * pausing the thread, so this is about 4x the work (a cold load of / measured about 600 ms at 1x
   * and 3,000-4,500 ms here); and a loaded machine still moves it by about 30 %
   */
  cpuMs: number;
}

/** Top-level tasks of the renderer's main thread that did the most work (the page's), from `startUs` on for `windowMs`. */
export function mainThreadFigures(events: TraceEvent[], windowMs: number, startUs?: number): MainThreadFigures {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const isTask = (e: TraceEvent) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && (e.dur ?? 0) > 0;
  let best: TraceEvent[] = [];
  for (const m of mains) {
    const tasks = events.filter((e) => e.pid === m.pid && e.tid === m.tid && isTask(e));
    if (tasks.reduce((a, e) => a + (e.dur ?? 0), 0) > best.reduce((a, e) => a + (e.dur ?? 0), 0)) best = tasks;
  }
  best.sort((a, b) => a.ts - b.ts);
  const from = startUs ?? best[0]?.ts ?? 0;
  const to = from + windowMs * 1000;
  // nested task events (one kind inside the other) count once: keep the outermost
  const top: Array<{ ts: number; end: number; cpu: number }> = [];
  for (const e of best) {
    const end = e.ts + (e.dur ?? 0);
    if (e.ts >= to || end <= from) continue;
    const last = top[top.length - 1];
    if (last && e.ts < last.end) {
      last.end = Math.max(last.end, end);
      // the two kinds of task event nest; either may carry the thread time
      last.cpu = Math.max(last.cpu, e.tdur ?? 0);
      continue;
    }
    top.push({ ts: Math.max(e.ts, from), end: Math.min(end, to), cpu: e.tdur ?? 0 });
  }
  const ms = top.map((t) => (t.end - t.ts) / 1000);
  return {
    busyMs: ms.reduce((a, b) => a + b, 0),
    windowMs,
    longestMs: Math.max(0, ...ms),
    longTasks: ms.filter((d) => d > 50).length,
    blockingMs: ms.reduce((a, d) => a + Math.max(0, d - 50), 0),
    cpuMs: top.reduce((a, t) => a + t.cpu / 1000, 0),
  };
}

async function traced(browser: Browser, page: Page, during: () => Promise<void>): Promise<TraceEvent[]> {
  await browser.startTracing(page, { categories: CATEGORIES });
  await during();
  const buf = await browser.stopTracing();
  const parsed = JSON.parse(buf.toString()) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
}

async function phone(browser: Browser): Promise<Page> {
  const ctx = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: PHONE.deviceScaleFactor,
  });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

/** A cold load of `url` (new profile: no cache, no service worker) on a phone at 4x CPU, traced for `windowMs`. */
export async function traceColdLoad(browser: Browser, url: string, windowMs = 10_000): Promise<MainThreadFigures> {
  const page = await phone(browser);
  try {
    const events = await traced(browser, page, async () => {
      await page.goto(url, { waitUntil: 'commit' });
      await page.waitForTimeout(windowMs);
    });
    const startUs = events.find((e) => e.name === 'navigationStart' && e.ph !== 'M')?.ts;
    return mainThreadFigures(events, windowMs, startUs);
  } finally {
    await page.context().close();
  }
}

/**
 * The same cold load in a page Playwright never drives: a browser context and page made over the
 * browser's own DevTools session, which Playwright leaves alone (a context it did not make), driven
 * with `Target.sendMessageToTarget`. A Playwright page gets its instrumentation (its own script world,
 * the domains it enables) set up in the task that commits the navigation: that task measured about
 * 130 ms there against about 80 ms here, at the same busy time (docs/first-paint-log.md). A player's
 * browser, and Lighthouse's, have no such page.
 */
export async function traceColdLoadBare(browser: Browser, url: string, windowMs = 10_000): Promise<MainThreadFigures> {
  const cdp = await browser.newBrowserCDPSession();
  const { browserContextId } = await cdp.send('Target.createBrowserContext', {});
  try {
    const { targetId } = await cdp.send('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: false });
    let lastId = 0;
    const answers = new Map<number, () => void>();
    cdp.on('Target.receivedMessageFromTarget', (e) => {
      const msg = JSON.parse(e.message) as { id?: number };
      if (e.sessionId === sessionId && msg.id) answers.get(msg.id)?.();
    });
    const send = (method: string, params: object) =>
      new Promise<void>((done) => {
        const id = ++lastId;
        answers.set(id, done);
        void cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
      });
    await send('Emulation.setDeviceMetricsOverride', { ...PHONE, mobile: true });
    await send('Emulation.setTouchEmulationEnabled', { enabled: true });
    await send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
    const complete = new Promise<void>((done) => cdp.once('Tracing.tracingComplete', () => done()));
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
    await send('Page.navigate', { url });
    await new Promise((done) => setTimeout(done, windowMs));
    await cdp.send('Tracing.end');
    await complete;
    // the page's navigation, not the about:blank it started from
    const startUs = events.find((e) => e.name === 'navigationStart' && e.ph !== 'M' && documentUrl(e).startsWith('http'))?.ts;
    return mainThreadFigures(events, windowMs, startUs);
  } finally {
    await cdp.send('Target.disposeBrowserContext', { browserContextId });
    await cdp.detach();
  }
}

function documentUrl(e: TraceEvent): string {
  return String((e.args?.data as { documentLoaderURL?: string } | undefined)?.documentLoaderURL ?? '');
}

/**
 * The home page at rest on a phone at 4x CPU: loaded, service worker installed, the network quiet,
 * the carousel and the marquee running; traced for `windowMs`.
 */
export async function traceAtRest(browser: Browser, url: string, windowMs = 10_000): Promise<MainThreadFigures> {
  const page = await phone(browser);
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.getByTestId('marquee').waitFor({ timeout: 60_000 });
    await page.evaluate(async () => void (await navigator.serviceWorker?.ready));
    await page.waitForLoadState('networkidle');
    const events = await traced(browser, page, () => page.waitForTimeout(windowMs));
    return mainThreadFigures(events, windowMs);
  } finally {
    await page.context().close();
  }
}
