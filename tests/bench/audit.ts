/**
 * npm run audit: Lighthouse (the installed version) with its mobile and desktop presets against a
 * server of its own (built PWA from DIST_DIR, default dist) for /, /games and /login: the four
 * category scores and LCP/TBT/CLS; then the CDP installability check in a persistent profile.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../playwright.config';
import { startOwnServer } from '../e2e/pwa-server';

const run = promisify(execFile);
const dist = process.env.DIST_DIR || 'dist';
const PATHS = ['/', '/games', '/login'];
const PRESETS = ['mobile', 'desktop'] as const;

interface Report {
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, { numericValue?: number; displayValue?: string; score: number | null; title: string }>;
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

const srv = await startOwnServer('audit', dist);
const out = mkdtempSync(join(tmpdir(), 'taka-audit-'));
let failed = false;
try {
  console.log('preset   path     perf  a11y  best  seo   LCP      TBT     CLS');
  for (const preset of PRESETS) {
    for (const path of PATHS) {
      const file = join(out, `${preset}${path.replace(/\//g, '_')}.json`);
      const args = [
        `${srv.url}${path}`,
        '--output=json',
        `--output-path=${file}`,
        '--quiet',
        '--only-categories=performance,accessibility,best-practices,seo',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ];
      if (preset === 'desktop') args.push('--preset=desktop');
      try {
        await lighthouse(args);
      } catch (e) {
        console.log(
          `${preset.padEnd(9)}${path.padEnd(9)}lighthouse failed: ${
            String((e as { stderr?: string }).stderr ?? e)
              .trim()
              .split('\n')[0]
          }`,
        );
        failed = true;
        continue;
      }
      const r = JSON.parse(readFileSync(file, 'utf8')) as Report;
      const score = (k: string) => String(Math.round((r.categories[k]?.score ?? 0) * 100)).padEnd(6);
      const ms = (k: string) => `${Math.round(r.audits[k]?.numericValue ?? 0)} ms`.padEnd(9);
      const cls = (r.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3);
      console.log(
        `${preset.padEnd(9)}${path.padEnd(9)}${score('performance')}${score('accessibility')}${score('best-practices')}${score('seo')}${ms('largest-contentful-paint')}${ms('total-blocking-time')}${cls}`,
      );
      // what keeps a category below 100 (performance metrics are printed above)
      for (const k of ['accessibility', 'best-practices', 'seo']) {
        for (const ref of r.categories[k]?.auditRefs ?? []) {
          const a = r.audits[ref.id];
          if (ref.weight > 0 && a && a.score !== null && a.score < 1) console.log(`         ${k}: ${a.title}`);
        }
      }
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
  rmSync(out, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
