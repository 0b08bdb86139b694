import { expect, test } from './fixtures';
import { FIRST_PAINT_JS_BUDGET_KB, firstPaintAssets, kb, PRECACHE_BUDGET_KB, precacheFiles, sum } from '../bench/measure';

/**
 * Byte budgets of the build under test (DIST_DIR), reading files only (no page, no server); the
 * figures live in tests/bench/measure.ts, which `npm run bench` prints them from:
 * - JS before the first paint of / (index.html's module script and its modulepreloads), gzip: React
 *   with TanStack Router and Query, and i18next, take most of it, so the rest waits for later (the
 *   poller bridge, the persisted cache, the carousels and the service worker registration load after
 *   the first paint: docs/first-load.md). Win bytes back before raising it.
 * - The precache: the app shell, every screen's chunk and the prerendered pages.
 * How each figure came to be: docs/first-paint-log.md.
 */
const dist = process.env.DIST_DIR || 'dist';

test(`JS before the first paint of / is ${FIRST_PAINT_JS_BUDGET_KB} KB gzip or less`, () => {
  const { js } = firstPaintAssets(dist);
  const total = sum(js, 'gzip');
  const biggest = [...js]
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 8)
    .map((f) => `${f.file} ${kb(f.gzip)}`);
  expect(total, `JS before first paint: ${kb(total)} gzip; biggest: ${biggest.join(', ')}`).toBeLessThanOrEqual(FIRST_PAINT_JS_BUDGET_KB * 1024);
});

test(`the precache is ${PRECACHE_BUDGET_KB} KB or less`, () => {
  const files = precacheFiles(dist);
  expect(files.length).toBeGreaterThan(5);
  expect(sum(files, 'raw'), `precache ${kb(sum(files, 'raw'))}`).toBeLessThanOrEqual(PRECACHE_BUDGET_KB * 1024);
});
