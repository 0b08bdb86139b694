/**
 * Measures the odds page's own floor (tests/bench/odds-floor-page.ts): records the live page's writes
 * for a while, saves it as a static page on the same origin (fonts and pictures load as in the app),
 * replays the writes at the same offsets in a fresh tab with the same CPU throttling and tracing,
 * and sums the main thread's tasks per price update, as the app's own figure is summed.
 */
import type { CDPSession, Page } from '@playwright/test';
import { percentile, round } from './measure';
import { buildFloorPage, type FloorCapture, recordOddsPage } from './odds-floor-page';
import type { TraceEvent } from './trace';

const CATEGORIES = 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline';

/** Traces the main thread while `run` runs; answers the collected events. */
export async function traceWhile(cdp: CDPSession, run: () => Promise<unknown>): Promise<TraceEvent[]> {
  const collected: TraceEvent[] = [];
  const onData = (e: { value: unknown }) => {
    collected.push(...(e.value as TraceEvent[]));
  };
  cdp.on('Tracing.dataCollected', onData);
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await run();
  await cdp.send('Tracing.end');
  await done;
  cdp.off('Tracing.dataCollected', onData);
  return collected;
}

/**
 * Main-thread ms per cycle between consecutive console.timeStamp marks, ascending: wall time of the
 * tasks (`dur`, what the player waits), or the thread's own CPU time (`tdur`: what a busy machine
 * does not inflate, for comparisons on a shared machine).
 */
export function cyclesBetweenMarks(events: TraceEvent[], field: 'dur' | 'tdur' = 'dur'): number[] {
  const main = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const marks = events.filter((e) => e.name === 'TimeStamp' && main.has(`${e.pid}:${e.tid}`)).map((e) => e.ts);
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && main.has(`${e.pid}:${e.tid}`));
  return marks
    .slice(0, -1)
    .map((from, i) => {
      const to = marks[i + 1] ?? from;
      return tasks.filter((t) => t.ts >= from && t.ts < to).reduce((a, t) => a + (t[field] ?? 0), 0) / 1000;
    })
    .sort((a, b) => a - b);
}

export interface FloorResult {
  updates: number;
  p50Ms: number;
  p95Ms: number;
  /** the same in thread CPU time */
  cpuP50Ms: number;
  cpuP95Ms: number;
  /** writes replayed, and how many of them replaced an element's children */
  ops: number;
  htmlOps: number;
  rows: number;
}

/** Records the odds page open in `page` for `ms` (untraced: recording costs a little itself). */
export async function captureOddsPage(page: Page, ms: number): Promise<FloorCapture> {
  await page.evaluate('window.__name = window.__name || ((f) => f)'); // tsx keeps function names with a helper
  return page.evaluate(recordOddsPage, ms);
}

/**
 * Takes the odds page in `page` to the captured copy, served at /__odds-floor of the app's origin (the
 * app unloads: its poller stops, nothing of it runs beside the replay), replays it traced at the
 * same CPU throttling, and answers its figures.
 */
export async function measureFloor(page: Page, cdp: CDPSession, base: string, capture: FloorCapture, cpuThrottle: number): Promise<FloorResult> {
  const html = buildFloorPage(capture);
  await page.route(`${base}/__odds-floor`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  await page.goto(`${base}/__odds-floor`);
  await page.evaluate(() => document.fonts.ready);
  const rows = await page.locator('.xc-row:not(.xc-market-head)').count();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
  await page.waitForTimeout(1000);
  const events = await traceWhile(cdp, () => page.evaluate('window.__floorPlay()'));
  const cycles = cyclesBetweenMarks(events);
  const cpu = cyclesBetweenMarks(events, 'tdur');
  const ops = capture.groups.reduce((a, g) => a + g.ops.length, 0);
  const htmlOps = capture.groups.reduce((a, g) => a + g.ops.filter((o) => o[0] === 'html').length, 0);
  const at = (xs: number[], p: number) => round(percentile(xs, p));
  return { updates: cycles.length, p50Ms: at(cycles, 50), p95Ms: at(cycles, 95), cpuP50Ms: at(cpu, 50), cpuP95Ms: at(cpu, 95), ops, htmlOps, rows };
}
