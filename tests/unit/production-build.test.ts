import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm run build` (and so `npm start`) makes a production build whatever NODE_ENV the shell has:
 * with NODE_ENV=development Vite alone would bundle React's development build and the app would
 * register no service worker (import.meta.env.DEV).
 */
describe('npm run build with NODE_ENV=development in the environment', () => {
  const out = mkdtempSync(join(tmpdir(), 'taka-build-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('still bundles production React and writes the service worker', () => {
    execFileSync('npm', ['run', 'build'], {
      env: { ...process.env, NODE_ENV: 'development', OUT_DIR: out, DIST_DIR: out, BUILD_ID: 'build-env-test' },
      stdio: 'pipe',
    });
    const scripts = readdirSync(join(out, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(out, 'assets', f), 'utf8'))
      .join('\n');
    // React DOM's development build greets with this line; the production build has no such text
    expect(scripts).toContain('react-dom');
    expect(scripts).not.toContain('Download the React DevTools');
    expect(existsSync(join(out, 'sw.js'))).toBe(true);
    expect(readFileSync(join(out, 'sw.js'), 'utf8')).toContain('index.html');
    // the app registers it only outside development (import.meta.env.DEV false)
    expect(scripts).toContain('sw.js');
  }, 300_000);
});
