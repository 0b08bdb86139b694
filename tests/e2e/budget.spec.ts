import { expect, test } from './fixtures';
import { firstPaintAssets, kb, precacheFiles, sum } from '../bench/measure';

/**
 * Byte budgets of the build under test (DIST_DIR): at most 130 KB gzip of JS before the first paint
 * of / (index.html's module script and its modulepreloads), and a precache of at most 1 MB.
 * Reads files only: no page, no server.
 */
const dist = process.env.DIST_DIR || 'dist';

test('JS before the first paint of / is 130 KB gzip or less', () => {
  const { js } = firstPaintAssets(dist);
  const total = sum(js, 'gzip');
  const biggest = [...js]
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 8)
    .map((f) => `${f.file} ${kb(f.gzip)}`);
  expect(total, `JS before first paint: ${kb(total)} gzip; biggest: ${biggest.join(', ')}`).toBeLessThanOrEqual(130 * 1024);
});

test('the precache is 1 MB or less', () => {
  const files = precacheFiles(dist);
  expect(files.length).toBeGreaterThan(5);
  expect(sum(files, 'raw'), `precache ${kb(sum(files, 'raw'))}`).toBeLessThanOrEqual(1024 * 1024);
});
