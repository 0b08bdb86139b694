/**
 * The import boundary of DESIGN.md that Biome's noRestrictedImports cannot say (its patterns do not
 * know which feature a file is in), checked on every lint: a feature reaches another feature only
 * through its index. The others (no React in lib/ and api/, no api/ in ui/, no server/ in src/,
 * routes through a feature's index, no import cycles) are Biome rules in biome.json.
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
