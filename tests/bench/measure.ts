/** Size figures of a build, shared by the bench script and the byte-budget test. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The byte budgets tests/e2e/budget.spec.ts holds the build to (its comment says why these). */
export const FIRST_PAINT_JS_BUDGET_KB = 152;
export const PRECACHE_BUDGET_KB = 1300;

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
}

const gz = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;

function sizeOf(dist: string, file: string): FileSize {
  const buf = readFileSync(join(dist, file));
  return { file, raw: buf.length, gzip: gz(buf) };
}

export function assertBuilt(dist: string): void {
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist}/index.html not found: build first (npm run build, or OUT_DIR=${dist} npx vite build)`);
}

/** JS and CSS the browser loads before the app's first paint on /: index.html's module script, modulepreloads, stylesheets (preloaded). */
export function firstPaintAssets(dist: string): { js: FileSize[]; css: FileSize[] } {
  assertBuilt(dist);
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const tags = [...html.matchAll(/<(script|link)\b[^>]*>/g)].map((m) => m[0]);
  const js = new Set<string>();
  const css = new Set<string>();
  for (const tag of tags) {
    const url = /(?:src|href)="\/?([^"]+)"/.exec(tag)?.[1];
    if (!url || /^https?:/.test(url)) continue;
    if (/^<script/.test(tag) && /type="module"/.test(tag)) js.add(url);
    else if (/rel="modulepreload"/.test(tag)) js.add(url);
    else if (/rel="stylesheet"/.test(tag) || /rel="preload" as="style"/.test(tag)) css.add(url);
  }
  return { js: [...js].map((f) => sizeOf(dist, f)), css: [...css].map((f) => sizeOf(dist, f)) };
}

/** Every file the service worker precaches (its injected manifest). */
export function precacheFiles(dist: string): FileSize[] {
  assertBuilt(dist);
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const urls = new Set([...sw.matchAll(/\{url:\s*["'`]([^"'`]+)["'`]/g), ...sw.matchAll(/"url":\s*"([^"]+)"/g)].map((m) => m[1] as string));
  return [...urls].filter((u) => existsSync(join(dist, u)) && statSync(join(dist, u)).isFile()).map((u) => sizeOf(dist, u));
}

export const sum = (xs: FileSize[], k: 'raw' | 'gzip') => xs.reduce((a, x) => a + x[k], 0);
export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** The p-th percentile (0-100) of ascending numbers: the value below which p % of them fall. */
export const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Milliseconds as printed: two decimals. */
export const round = (n: number): number => Math.round(n * 100) / 100;
