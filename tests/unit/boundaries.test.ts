import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { checkBoundaries } from '../tools/boundaries';
import { checkFileSizes } from '../tools/file-sizes';
import { checkFunctionLengths } from '../tools/function-lengths';

/** The layer rules of docs/architecture.md, as `npm run lint` checks them (tests/tools/check-boundaries.ts). */

let root = '';
function project(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'taka-layers-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = '';
});

it('refuses a server or service-worker import of the app, a feature, the first load or the build scripts', () => {
  const problems = checkBoundaries(
    project({
      'server/app.ts':
        "import { x } from '../src/app/prerendered';\nimport { ok } from '../src/shared/prerendered';\nimport { y } from '../src/api/contract/public';",
      'server/lib/headers.ts': "import type { CspBuild } from '../../scripts/csp-plugin';",
      'sw/sw.ts':
        "import { SKIP_WAITING } from '../src/features/pwa/sw-messages';\nimport { z } from '../src/boot/landings';\nimport en from '../src/i18n/locales/en/common.json';",
    }),
  );
  expect(problems).toEqual([
    'server/app.ts: server/ takes from src/ only src/shared, src/api, src/lib and translations, not src/app/prerendered (../src/app/prerendered)',
    'server/lib/headers.ts: server/ imports nothing from scripts/ (what it shares with the build lives in src/shared/) (../../scripts/csp-plugin)',
    'sw/sw.ts: sw/ takes from src/ only src/shared, src/api, src/lib and translations, not src/features/pwa/sw-messages (../src/features/pwa/sw-messages)',
    'sw/sw.ts: sw/ takes from src/ only src/shared, src/api, src/lib and translations, not src/boot/landings (../src/boot/landings)',
  ]);
});

it('keeps src/lib below the contract, the contract below the app, and src/shared free of both', () => {
  const problems = checkBoundaries(
    project({
      'src/lib/validation.ts': "import { LoginRules } from '../api/contract/form-rules';\nimport { money } from './money';",
      'src/api/early.ts': "import { EARLY } from '../boot/page-keys';\nimport { safe } from '../lib/safe-url';",
      'src/shared/prerendered.ts': "import { storedLang } from '../i18n/stored-lang';",
      'src/boot/boot.ts': "import { a } from '../api';\nimport { b } from '../features/site';",
    }),
  );
  expect(problems).toEqual([
    'src/api/early.ts: src/api imports only src/lib and src/shared besides itself (../boot/page-keys)',
    'src/lib/validation.ts: src/lib is below the contract and the app: it imports only src/lib and src/shared (../api/contract/form-rules)',
    'src/shared/prerendered.ts: src/shared imports nothing from the rest of src/ (the server and the service worker import it) (../i18n/stored-lang)',
  ]);
});

it("lets a feature reach another only through that feature's index", () => {
  const problems = checkBoundaries(
    project({
      'src/features/lobby/Home.tsx':
        "import { GamesPage } from '../games/GamesPage';\nimport { Games } from '../games';\nimport { x } from '../games/index';\nimport { own } from './own';",
    }),
  );
  expect(problems).toEqual(['src/features/lobby/Home.tsx: reach features/games through its index (../games/GamesPage)']);
});

it('refuses a file over 250 lines in any checked folder, and leaves the generated route tree alone', () => {
  const lines = (n: number) => 'x;\n'.repeat(n);
  const problems = checkFileSizes(
    project({
      'src/features/lobby/Home.tsx': lines(250),
      'src/features/lobby/Long.tsx': lines(251),
      'server/routes/long.ts': lines(300),
      'src/ui/long.css': lines(260),
      'src/routeTree.gen.ts': lines(900),
      'docs/long.md': lines(900),
    }),
  );
  expect(problems.map((p) => p.split(' (')[0]).sort()).toEqual([
    'server/routes/long.ts: 300 lines',
    'src/features/lobby/Long.tsx: 251 lines',
    'src/ui/long.css: 260 lines',
  ]);
});

it('refuses a function over 100 lines, JSX included, and leaves test files alone', () => {
  const jsxLines = (n: number) => `  <p>line</p>\n`.repeat(n);
  const component = (name: string, n: number) => `export function ${name}() {\n  return (\n    <div>\n${jsxLines(n)}    </div>\n  );\n}\n`;
  const problems = checkFunctionLengths(
    project({
      // 6 lines around the JSX: 94 lines of it make 100, 95 make 101
      'src/features/lobby/Fits.tsx': component('Fits', 94),
      'src/features/lobby/Long.tsx': component('Long', 95),
      'server/routes/long.ts': `export const longRoutes = () => {\n${'  x();\n'.repeat(120)}};\n`,
      'tests/unit/long.test.tsx': component('Steps', 200),
    }),
  );
  expect(problems.map((p) => p.split(' (')[0]).sort()).toEqual([
    'server/routes/long.ts:1 longRoutes: 122 lines',
    'src/features/lobby/Long.tsx:1 Long: 101 lines',
  ]);
});

it('finds nothing to refuse in this project', () => {
  expect(checkBoundaries(process.cwd())).toEqual([]);
  expect(checkFileSizes(process.cwd())).toEqual([]);
  expect(checkFunctionLengths(process.cwd())).toEqual([]);
});
