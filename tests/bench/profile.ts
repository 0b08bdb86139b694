/**
 * npm run bench:profile: what the main thread does during a cold load (of PROFILE_PATH, default /) on a
 * phone at 4x CPU, from a Chromium trace with V8's sampling profiler: the long tasks and what is in
 * them, the time per kind of work (script, style, layout, paint; wall time and the thread's CPU time),
 * the busy time per 500 ms, and the functions and files that took the most script time.
 * PROFILE_DESKTOP=1 loads it in Lighthouse's desktop window (1350 x 940) instead of a phone's.
 * PROFILE_SAVE=<file> keeps the raw trace (DevTools opens it), PROFILE_LOAD=<file> reads one again;
 * PROFILE_CPU_RATE=1 runs unthrottled (on a loaded machine its CPU figures vary less); DIST_DIR picks
 * the build (default dist; `vite build --minify false --outDir <dir>` gives readable function names).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../playwright.config';
import { startOwnServer } from '../e2e/pwa-server';
import { mainThreadFigures, PHONE, type TraceEvent } from './trace';

/** a trace event with what the profile reads beyond the main-thread figures */
interface Ev extends Omit<TraceEvent, 'args'> {
  cat: string;
  id?: string;
  args?: {
    name?: string;
    data?: {
      url?: string;
      functionName?: string;
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const WINDOW_MS = Number(process.env.PROFILE_WINDOW_MS || 10_000);
const path = process.env.PROFILE_PATH || '/';
/** PROFILE_AT_REST=1: the page at rest once loaded (what the audit's at-rest figure measures), not its load */
const AT_REST = process.env.PROFILE_AT_REST === '1';
const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
  'v8.execute',
  'blink.user_timing',
  '__metadata',
];

let events: Ev[] = [];
if (process.env.PROFILE_LOAD) {
  const parsed = JSON.parse(readFileSync(process.env.PROFILE_LOAD, 'utf8')) as { traceEvents?: Ev[] } | Ev[];
  events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
} else {
  const srv = await startOwnServer('profile', process.env.DIST_DIR || 'dist');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const ctx = await browser.newContext(
      process.env.PROFILE_DESKTOP === '1'
        ? { viewport: { width: 1350, height: 940 } }
        : { viewport: { width: PHONE.width, height: PHONE.height }, isMobile: true, hasTouch: true, deviceScaleFactor: PHONE.deviceScaleFactor },
    );
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    const rate = Number(process.env.PROFILE_CPU_RATE || 4);
    if (rate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    if (AT_REST) {
      // as the audit's at-rest trace: loaded, service worker installed, the network quiet
      await page.goto(`${srv.url}${path}`, { waitUntil: 'networkidle', timeout: 120_000 });
      await page.evaluate(async () => void (await navigator.serviceWorker?.ready));
      await page.waitForLoadState('networkidle');
      await browser.startTracing(page, { categories: CATEGORIES });
    } else {
      await browser.startTracing(page, { categories: CATEGORIES });
      await page.goto(`${srv.url}${path}`, { waitUntil: 'commit' });
    }
    await page.waitForTimeout(WINDOW_MS);
    const buf = await browser.stopTracing();
    const parsed = JSON.parse(buf.toString()) as { traceEvents?: Ev[] } | Ev[];
    events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
    if (process.env.PROFILE_SAVE) writeFileSync(process.env.PROFILE_SAVE, buf);
    await ctx.close();
  } finally {
    await browser.close();
    await srv.stop();
  }
}

const startUs = AT_REST
  ? Math.min(...events.filter((e) => e.ph === 'X').map((e) => e.ts))
  : (events.find((e) => e.name === 'navigationStart' && e.ph !== 'M')?.ts ?? 0);
const figures = mainThreadFigures(events as never, WINDOW_MS, startUs);
console.log(
  `busy ${Math.round(figures.busyMs)} ms, thread CPU ${Math.round(figures.cpuMs)} ms, longest ${Math.round(figures.longestMs)} ms, ${figures.longTasks} tasks over 50 ms`,
);

// the renderer main thread with the most task time
const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const isTask = (e: Ev) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
let main = mains[0];
let most = -1;
for (const m of mains) {
  const sum = events.filter((e) => e.pid === m.pid && e.tid === m.tid && isTask(e)).reduce((a, e) => a + (e.dur ?? 0), 0);
  if (sum > most) [main, most] = [m, sum];
}
if (!main) throw new Error('no renderer main thread in the trace');
const end = startUs + WINDOW_MS * 1000;
const own = events
  .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.ts >= startUs && e.ts < end)
  .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));

// self time per event name (each event's time minus its children's), on the main thread
const selfByName = new Map<string, number>();
const cpuByName = new Map<string, number>();
const stack: Ev[] = [];
const childTime = new Map<Ev, number>();
const childCpu = new Map<Ev, number>();
for (const e of own) {
  while (stack.length && (stack[stack.length - 1] as Ev).ts + ((stack[stack.length - 1] as Ev).dur ?? 0) <= e.ts) stack.pop();
  const parent = stack[stack.length - 1];
  if (parent) childTime.set(parent, (childTime.get(parent) ?? 0) + (e.dur ?? 0));
  if (parent) childCpu.set(parent, (childCpu.get(parent) ?? 0) + (e.tdur ?? 0));
  stack.push(e);
}
for (const e of own) {
  const self = (e.dur ?? 0) - (childTime.get(e) ?? 0);
  if (self > 0) selfByName.set(e.name, (selfByName.get(e.name) ?? 0) + self);
  const cpu = (e.tdur ?? 0) - (childCpu.get(e) ?? 0);
  if (cpu > 0) cpuByName.set(e.name, (cpuByName.get(e.name) ?? 0) + cpu);
}
const ms = (us: number) => `${(us / 1000).toFixed(1)} ms`;
console.log('\nmain-thread self time by trace event: wall at 4x CPU, and the thread CPU time:');
for (const [n, us] of [...cpuByName].sort((a, b) => b[1] - a[1]).slice(0, 24)) {
  console.log(`  ${n.padEnd(44)} ${ms(selfByName.get(n) ?? 0).padStart(10)} ${ms(us).padStart(10)}`);
}

// tasks over 40 ms: when, how long, what they held
const tasks = own.filter(isTask);
const topTasks: Ev[] = [];
for (const t of tasks) {
  const last = topTasks[topTasks.length - 1];
  if (last && t.ts < last.ts + (last.dur ?? 0)) continue;
  topTasks.push(t);
}
console.log(`\n${topTasks.length} tasks; over 40 ms:`);
for (const t of topTasks.filter((t) => (t.dur ?? 0) > 40_000)) {
  const inner = own.filter((e) => e !== t && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + (t.dur ?? 0) && !isTask(e) && (e.dur ?? 0) > 4000);
  const what = inner
    .slice(0, 8)
    .map(
      (e) =>
        `${e.name}${e.args?.data?.url ? `(${e.args.data.url.split('/').pop()})` : e.args?.data?.functionName ? `(${e.args.data.functionName})` : ''} ${((e.dur ?? 0) / 1000).toFixed(0)}`,
    )
    .join(', ');
  console.log(`  at ${((t.ts - startUs) / 1000).toFixed(0).padStart(5)} ms: ${ms(t.dur ?? 0).padStart(9)} (CPU ${ms(t.tdur ?? 0)})  ${what}`);
}

// busy time per 500 ms
const buckets = new Array(Math.ceil(WINDOW_MS / 500)).fill(0) as number[];
for (const t of topTasks) {
  const i = Math.floor((t.ts - startUs) / 500_000);
  if (i >= 0 && i < buckets.length) buckets[i] = (buckets[i] ?? 0) + (t.dur ?? 0);
}
console.log(`\nbusy per 500 ms: ${buckets.map((b) => Math.round(b / 1000)).join(' ')}`);

// V8 sampling profile of the main thread: self time per function and per file
const nodes = new Map<number, ProfileNode>();
const selfUs = new Map<number, number>();
const profileIds = new Set(events.filter((e) => e.name === 'Profile' && e.pid === main.pid && e.tid === main.tid).map((e) => e.id));
let t = 0;
let lastSample: number | undefined;
for (const e of events) {
  if (e.name !== 'ProfileChunk' || e.pid !== main.pid || (profileIds.size && !profileIds.has(e.id))) continue;
  const cp = e.args?.data?.cpuProfile;
  for (const n of cp?.nodes ?? []) nodes.set(n.id, n);
  const deltas = e.args?.data?.timeDeltas ?? [];
  (cp?.samples ?? []).forEach((s, i) => {
    const d = deltas[i] ?? 0;
    if (lastSample !== undefined) selfUs.set(lastSample, (selfUs.get(lastSample) ?? 0) + d);
    t += d;
    lastSample = s;
  });
}
const label = (n: ProfileNode) => {
  const f = n.callFrame;
  const file = (f.url ?? '').split('/').pop() || '';
  return `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
};
const byFn = new Map<string, number>();
const byFile = new Map<string, number>();
const inclusive = new Map<string, number>();
for (const [id, us] of selfUs) {
  const n = nodes.get(id);
  if (!n) continue;
  byFn.set(label(n), (byFn.get(label(n)) ?? 0) + us);
  const file = (n.callFrame.url ?? '').split('/').pop() || `(${n.callFrame.functionName || 'native'})`;
  byFile.set(file, (byFile.get(file) ?? 0) + us);
  // inclusive: each distinct function on the stack once
  const seen = new Set<string>();
  for (let p: ProfileNode | undefined = n; p; p = p.parent !== undefined ? nodes.get(p.parent) : undefined) {
    const l = label(p);
    if (seen.has(l)) continue;
    seen.add(l);
    inclusive.set(l, (inclusive.get(l) ?? 0) + us);
  }
}
const top = (m: Map<string, number>, k: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k);
console.log(`\nsampled ${ms(t)}; self time by file:`);
for (const [f, us] of top(byFile, 20)) console.log(`  ${f.padEnd(50)} ${ms(us)}`);
console.log('\nself time by function:');
for (const [f, us] of top(byFn, Number(process.env.PROFILE_TOP || 40))) console.log(`  ${f.padEnd(70)} ${ms(us)}`);
console.log('\ninclusive time by function:');
for (const [f, us] of top(inclusive, Number(process.env.PROFILE_TOP || 40))) console.log(`  ${f.padEnd(70)} ${ms(us)}`);
