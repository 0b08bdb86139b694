/**
 * Import boundaries of DESIGN.md, checked on every lint:
 * - src/lib and src/api import no React; src/ui imports nothing from src/api;
 * - a feature reaches another feature only through its index;
 * - nothing in src/ imports server/.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve('src');
const problems: string[] = [];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : /\.(ts|tsx)$/.test(n) ? [p] : [];
  });
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

for (const file of files(root)) {
  const rel = relative(root, file);
  const layer = rel.split('/')[0];
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2] ?? '';
    const target = spec.startsWith('.') ? relative(root, resolve(dirname(file), spec)) : spec;
    if ((layer === 'lib' || layer === 'api') && /^(react|react-dom|@tanstack\/react-router|react-i18next)(\/|$)/.test(spec)) {
      problems.push(`${rel}: ${layer}/ must not import ${spec}`);
    }
    if (layer === 'ui' && target.startsWith('api')) problems.push(`${rel}: ui/ must not import from api/ (${spec})`);
    if (target.startsWith('..') && target.includes('server/')) problems.push(`${rel}: src/ must not import server/ (${spec})`);
    if (layer === 'features' && target.startsWith('features/')) {
      const [, fromFeature] = rel.split('/');
      const [, toFeature, ...rest] = target.split('/');
      if (toFeature !== fromFeature && rest.length > 0 && !(rest.length === 1 && rest[0] === 'index')) {
        problems.push(`${rel}: reach features/${toFeature} through its index, not ${spec}`);
      }
    }
  }
}

if (problems.length) {
  console.error(`Import boundaries broken:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('import boundaries: ok');
