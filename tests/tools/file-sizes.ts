/**
 * The house's size rule for files (docs/architecture.md, "Sizes"): a source file of src/, server/, sw/,
 * scripts/ or tests/ (TypeScript or CSS) stays at or under FILE_MAX_LINES lines, cut by meaning. The
 * size of a function: function-lengths.ts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const FILE_MAX_LINES = 250;

const CHECKED = /\.(ts|tsx|css)$/;
/** Generated, not written: the router's route tree. */
const GENERATED = new Set(['src/routeTree.gen.ts']);

function files(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? (n === 'node_modules' || n.startsWith('.') ? [] : files(p)) : CHECKED.test(n) ? [p] : [];
  });
}

/** Every file under `root` over the cap, as "file: N lines (at most 250: ...)". */
export function checkFileSizes(root: string): string[] {
  const problems: string[] = [];
  for (const dir of ['src', 'server', 'sw', 'scripts', 'tests']) {
    for (const file of files(join(root, dir))) {
      const path = relative(root, file).split('\\').join('/');
      if (GENERATED.has(path)) continue;
      const lines = readFileSync(file, 'utf8').replace(/\n$/, '').split('\n').length;
      if (lines > FILE_MAX_LINES) problems.push(`${path}: ${lines} lines (at most ${FILE_MAX_LINES}: cut it by meaning into files named for what they hold)`);
    }
  }
  return problems;
}
