import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { makeContext } from '../../server/context';
import { openDb } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { prerenderedFile } from '../../src/shared/prerendered';

/**
 * The server sends a prerendered page where the build wrote one (src/boot/landings.ts decides which,
 * src/shared/prerendered.ts where it is), in the language of the `lang` cookie, and index.html elsewhere.
 */
const dist = mkdtempSync(join(tmpdir(), 'prerendered-dist-'));
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  writeFileSync(join(dist, file), text);
};
write('index.html', '<!doctype html><html><body>app shell</body></html>');
write(prerenderedFile('/login', 'en', 'net') ?? '', '<!doctype html><html><body>login en</body></html>');
write(prerenderedFile('/login', 'bn', 'net') ?? '', '<!doctype html><html><body>login bn</body></html>');
write(prerenderedFile('/login', 'en', 'sw') ?? '', '<!doctype html><html><body>login for the worker</body></html>');
const db = openDb(':memory:');
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  await migrate(db);
  app = createApp(makeContext(db, { ...readConfig({ APP_MODE: 'test' }), distDir: dist }));
});
afterAll(() => {
  db.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = async (path: string, cookie?: string) => {
  const res = await app.request(path, cookie ? { headers: { Cookie: cookie } } : {});
  return { status: res.status, text: await res.text(), vary: res.headers.get('Vary') ?? '' };
};

it("sends the build's page of a prerendered address in the cookie's language, varying by cookie", async () => {
  expect(await page('/login')).toMatchObject({ status: 200, text: expect.stringContaining('login en'), vary: expect.stringContaining('Cookie') });
  expect((await page('/login', 'a=1; lang=bn')).text).toContain('login bn');
});

it('sends the app shell for an address the build has no page of, or with a search', async () => {
  for (const path of ['/', '/games', '/deposit', '/login?redirect=%2Fgames', '/login/']) {
    const res = await page(path);
    expect(res.text, path).toContain('app shell');
    expect(res.vary, path).not.toContain('Cookie');
  }
});
