/**
 * The layer rules of docs/architecture.md that Biome's noRestrictedImports cannot say (its patterns do
 * not know which feature a file is in, nor follow server/ and sw/ into src/), read from the import
 * lines of src/, server/ and sw/. The others (no React in lib/ and api/, no api/ in ui/, no server/ in
 * src/, routes through a feature's index, no import cycles) are Biome rules in biome.jsonc.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** What a program outside src/ may take from it: the shared module, the contract and its client, pure functions, translations. */
const SHARED_WITH_SERVER_AND_SW = [/^src\/shared\//, /^src\/api\//, /^src\/lib\//, /^src\/i18n\/.*\.json$/];

function files(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : /\.(ts|tsx)$/.test(n) ? [p] : [];
  });
}

/** Where each relative import of a file points, relative to the project (package imports left out). */
function importsOf(root: string, file: string): Array<{ spec: string; target: string }> {
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)].flatMap((m) => {
    const spec = m[1] ?? m[2] ?? '';
    return spec.startsWith('.')
      ? [
          {
            spec,
            target: relative(root, resolve(dirname(file), spec))
              .split('\\')
              .join('/'),
          },
        ]
      : [];
  });
}

/** The rule an import from `from` (a project path) to `target` breaks, if any. */
function broken(from: string, target: string): string | undefined {
  const [top, layer, name] = from.split('/');
  if (top === 'server' || top === 'sw') {
    if (target.startsWith('scripts/')) return `${top}/ imports nothing from scripts/ (what it shares with the build lives in src/shared/)`;
    if (target.startsWith('src/') && !SHARED_WITH_SERVER_AND_SW.some((ok) => ok.test(target))) {
      return `${top}/ takes from src/ only src/shared, src/api, src/lib and translations, not ${target}`;
    }
    return undefined;
  }
  if (top !== 'src') return undefined;
  const [, toLayer, toName, ...rest] = target.split('/');
  if (!target.startsWith('src/') || toLayer === layer) {
    // inside one layer: features reach each other only through a feature's index
    if (layer === 'features' && toLayer === 'features' && toName !== name && rest.length > 0 && !(rest.length === 1 && rest[0] === 'index')) {
      return `reach features/${toName} through its index`;
    }
    return undefined;
  }
  if (layer === 'shared') return 'src/shared imports nothing from the rest of src/ (the server and the service worker import it)';
  if (layer === 'lib' && toLayer !== 'shared') return 'src/lib is below the contract and the app: it imports only src/lib and src/shared';
  if (layer === 'api' && toLayer !== 'lib' && toLayer !== 'shared') return 'src/api imports only src/lib and src/shared besides itself';
  return undefined;
}

/** Every import of src/, server/ and sw/ under `root` that breaks a rule, as "file: rule (import)". */
export function checkBoundaries(root: string): string[] {
  const problems: string[] = [];
  for (const dir of ['src', 'server', 'sw']) {
    for (const file of files(join(root, dir))) {
      const from = relative(root, file).split('\\').join('/');
      for (const { spec, target } of importsOf(root, file)) {
        const rule = broken(from, target);
        if (rule) problems.push(`${from}: ${rule} (${spec})`);
      }
    }
  }
  return problems;
}
