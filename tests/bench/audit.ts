/**
 * npm run audit: Lighthouse (the installed version) with its mobile and desktop presets against a
 * server of its own (built PWA from DIST_DIR, default dist) for the landing addresses (src/boot/landings.ts: /, /games and /login), AUDIT_RUNS times
 * each (default 3): every run and the median of the four category scores and LCP/TBT/CLS, with
 * Lighthouse's benchmarkIndex beside each run (a slow or busy machine shows there). Then main-thread
 * figures of / from a Chromium trace at 4x CPU (AUDIT_CPU; tests/bench/trace.ts), each run and their median: a cold
 * load's first 10 s in a Playwright page and again in a page Playwright does not drive (its page setup
 * lengthens the navigation's first task), and the page at rest (carousel and marquee running). Last, the
 * CDP installability check.
 * AUDIT_PATHS (e.g. "/") and AUDIT_PRESETS (e.g. "mobile") narrow it; AUDIT_ONLY=trace skips Lighthouse
 * (to compare two builds' traces quickly, alternating DIST_DIR). AUDIT_KEEP=<dir> keeps Lighthouse's
 * reports there (which tasks made the blocking time: audits long-tasks and bootup-time).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../playwright.config';
import { LANDINGS } from '../../src/boot/landings';
import { startOwnServer } from '../e2e/pwa-server';
import { CPU_SLOWDOWN, type MainThreadFigures, traceAtRest, traceColdLoad, traceColdLoadBare } from './trace';

const run = promisify(execFile);
const dist = process.env.DIST_DIR || 'dist';
const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS || 3));
const list = (v: string | undefined, all: readonly string[]) => (v ? v.split(',').filter((x) => all.includes(x)) : [...all]);
const PATHS = list(process.env.AUDIT_PATHS, Object.keys(LANDINGS));
const PRESETS = list(process.env.AUDIT_PRESETS, ['mobile', 'desktop']);
const LIGHTHOUSE = process.env.AUDIT_ONLY !== 'trace';
const TRACE = process.env.AUDIT_ONLY !== 'lighthouse';
/**
 * The mobile preset's CPU slowdown (and the traces'): 4 by default, as Lighthouse's guide sets it for a
 * machine of benchmarkIndex 1,500 or more; AUDIT_CPU=2 on a slower one (1,000-1,500). Runs compare only
 * at the same slowdown.
 */
const MOBILE_CPU = Number(process.env.AUDIT_CPU || CPU_SLOWDOWN);

interface Report {
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, { numericValue?: number; displayValue?: string; score: number | null; title: string }>;
  environment?: { benchmarkIndex?: number };
}

/** Lighthouse once more when a run fails (a loaded machine can time a protocol call out). */
async function lighthouse(args: string[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await run(resolve('node_modules/.bin/lighthouse'), args, { env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: 64 * 1024 * 1024 });
      return;
    } catch (e) {
      if (attempt >= 2) throw e;
    }
  }
}

/** One run's figures, in the order of the table's columns. */
type Row = { perf: number; a11y: number; best: number; seo: number; lcp: number; tbt: number; cls: number; bench: number };
const COLUMNS = 'perf  a11y  best  seo   LCP      TBT      CLS    benchmarkIndex';
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
};
const format = (r: Row) =>
  `${String(Math.round(r.perf)).padEnd(6)}${String(Math.round(r.a11y)).padEnd(6)}${String(Math.round(r.best)).padEnd(6)}${String(Math.round(r.seo)).padEnd(6)}` +
  `${`${Math.round(r.lcp)} ms`.padEnd(9)}${`${Math.round(r.tbt)} ms`.padEnd(9)}${r.cls.toFixed(3).padEnd(7)}${r.bench ? Math.round(r.bench) : '-'}`;

function rowOf(r: Report): Row {
  const score = (k: string) => (r.categories[k]?.score ?? 0) * 100;
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    best: score('best-practices'),
    seo: score('seo'),
    lcp: r.audits['largest-contentful-paint']?.numericValue ?? 0,
    tbt: r.audits['total-blocking-time']?.numericValue ?? 0,
    cls: r.audits['cumulative-layout-shift']?.numericValue ?? 0,
    bench: r.environment?.benchmarkIndex ?? 0,
  };
}

const traceLine = (label: string, f: MainThreadFigures) =>
  `${label}: main thread busy ${Math.round(f.busyMs)} ms of ${f.windowMs / 1000} s (${((100 * f.busyMs) / f.windowMs).toFixed(1)} %), longest task ${Math.round(f.longestMs)} ms, ${f.longTasks} tasks over 50 ms (${Math.round(f.blockingMs)} ms beyond 50); thread CPU time ${Math.round(f.cpuMs)} ms (throttled)`;

/** RUNS traces, each printed, then the median of each figure (each figure's own median). */
async function traceSeries(label: string, trace: () => Promise<MainThreadFigures>): Promise<void> {
  const runs: MainThreadFigures[] = [];
  for (let i = 1; i <= RUNS; i++) {
    runs.push(await trace());
    console.log(traceLine(`${label}, run ${i}`, runs[runs.length - 1] as MainThreadFigures));
  }
  const med = (k: keyof MainThreadFigures) => median(runs.map((r) => r[k]));
  const figures = {
    busyMs: med('busyMs'),
    windowMs: med('windowMs'),
    longestMs: med('longestMs'),
    longTasks: med('longTasks'),
    blockingMs: med('blockingMs'),
    cpuMs: med('cpuMs'),
  };
  console.log(traceLine(`${label}, median`, figures));
}

const srv = await startOwnServer('audit', dist);
const keep = process.env.AUDIT_KEEP;
if (keep) mkdirSync(keep, { recursive: true });
const out = keep || mkdtempSync(join(tmpdir(), 'taka-audit-'));
let failed = false;
try {
  console.log(`build: ${dist}, ${RUNS} run(s) per page and preset, mobile CPU slowdown ${MOBILE_CPU}x`);
  if (LIGHTHOUSE) console.log(`preset   path     run     ${COLUMNS}`);
  for (const preset of LIGHTHOUSE ? PRESETS : []) {
    for (const path of PATHS) {
      const rows: Row[] = [];
      for (let i = 1; i <= RUNS; i++) {
        const file = join(out, `${preset}${path.replace(/\//g, '_')}-${i}.json`);
        const args = [
          `${srv.url}${path}`,
          '--output=json',
          `--output-path=${file}`,
          '--quiet',
          '--only-categories=performance,accessibility,best-practices,seo',
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
        ];
        if (preset === 'desktop') args.push('--preset=desktop');
        else if (MOBILE_CPU !== 4) args.push(`--throttling.cpuSlowdownMultiplier=${MOBILE_CPU}`);
        try {
          await lighthouse(args);
        } catch (e) {
          const why = String((e as { stderr?: string }).stderr ?? e)
            .trim()
            .split('\n')[0];
          console.log(`${preset.padEnd(9)}${path.padEnd(9)}${String(i).padEnd(8)}lighthouse failed: ${why}`);
          failed = true;
          continue;
        }
        const r = JSON.parse(readFileSync(file, 'utf8')) as Report;
        const row = rowOf(r);
        rows.push(row);
        console.log(`${preset.padEnd(9)}${path.padEnd(9)}${String(i).padEnd(8)}${format(row)}`);
        // what keeps a category below 100 (performance metrics are printed above), first run only
        for (const k of i === 1 ? ['accessibility', 'best-practices', 'seo'] : []) {
          for (const ref of r.categories[k]?.auditRefs ?? []) {
            const a = r.audits[ref.id];
            if (ref.weight > 0 && a && a.score !== null && a.score < 1) console.log(`         ${k}: ${a.title}`);
          }
        }
      }
      if (rows.length) {
        const med = Object.fromEntries(Object.keys(rows[0] as Row).map((k) => [k, median(rows.map((r) => r[k as keyof Row]))])) as Row;
        console.log(`${preset.padEnd(9)}${path.padEnd(9)}${'median'.padEnd(8)}${format(med)}`);
      }
    }
  }

  if (TRACE) {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      await traceSeries(`cold load of / at ${MOBILE_CPU}x CPU, first 10 s`, () => traceColdLoad(browser, `${srv.url}/`));
      // the same without Playwright's instrumentation of the page (its setup is in the navigation's first task)
      await traceSeries(`cold load of / at ${MOBILE_CPU}x CPU, first 10 s, page not driven by Playwright`, () => traceColdLoadBare(browser, `${srv.url}/`));
      await traceSeries(`home at rest at ${MOBILE_CPU}x CPU`, () => traceAtRest(browser, `${srv.url}/`));
    } finally {
      await browser.close();
    }
  }

  // installability: CDP in a persistent profile (a default Playwright context answers "in-incognito")
  const profile = mkdtempSync(join(tmpdir(), 'taka-audit-profile-'));
  const ctx = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath, args: chromiumArgs, viewport: { width: 390, height: 844 } });
  try {
    const page = ctx.pages()[0] ?? (await ctx.newPage());
    await page.goto(`${srv.url}/`);
    await page.waitForFunction(async () => !!(await navigator.serviceWorker.ready) && !!navigator.serviceWorker.controller);
    const cdp = await ctx.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
    console.log(`installability errors: ${installabilityErrors.length ? installabilityErrors.map((e) => e.errorId).join(', ') : 'none'}`);
    failed ||= installabilityErrors.length > 0;
  } finally {
    await ctx.close();
    rmSync(profile, { recursive: true, force: true });
  }
} finally {
  await srv.stop();
  if (!keep) rmSync(out, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
