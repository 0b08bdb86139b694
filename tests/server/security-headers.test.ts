import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { makeContext } from '../../server/context';
import { openDb } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/seed';

/** A built app's pages and the API carry the security headers; the CSP follows the build and the configuration. */
const dist = mkdtempSync(join(tmpdir(), 'csp-dist-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><script>boot()</script></head><body></body></html>');
writeFileSync(
  join(dist, 'csp.json'),
  JSON.stringify({ scriptHashes: ["'sha256-abc='"], connect: ['https://api.example'], frame: ['https://stream.example'], script: [] }),
);
const db = openDb(':memory:');
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  await migrate(db);
  await seedIfEmpty(db);
  const config = { ...readConfig({ APP_MODE: 'test', HSTS: '1', FRAME_HOSTS: 'https://games.example https://score.example' }), distDir: dist };
  app = createApp(makeContext(db, config));
});
afterAll(() => db.close());

const directives = (csp: string | null): Record<string, string[]> =>
  Object.fromEntries(
    (csp ?? '').split(';').map((d) => {
      const [k = '', ...rest] = d.trim().split(/\s+/);
      return [k, rest];
    }),
  );

describe('security headers', () => {
  it('the PWA page: scripts of its own origin and the boot script by hash only; frames only the configured hosts', async () => {
    const res = await app.request('/');
    const csp = directives(res.headers.get('Content-Security-Policy'));
    expect(csp['script-src']).toEqual(["'self'", "'sha256-abc='"]);
    expect(csp['frame-src']).toEqual(["'self'", 'https://stream.example', 'https://games.example', 'https://score.example']);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.example']);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('Permissions-Policy')).toContain('camera=()');
    expect(res.headers.get('Strict-Transport-Security')).toMatch(/^max-age=\d+/);
  });

  it('API answers allow nothing to run or frame them', async () => {
    const res = await app.request('/api/general');
    expect(directives(res.headers.get('Content-Security-Policy'))['default-src']).toEqual(["'none'"]);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('a page with its own policy keeps it (the lucky-sports frame)', async () => {
    const res = await app.request('/api/lucky-sports?access_token=nope');
    expect(res.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'self'");
  });

  it('every page answer asks the same of Origin-Agent-Cluster: the app, its 404s, the game, stream, score and exchange frames', async () => {
    const login = await app.request('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'demoplayer', password: 'demo12345' }),
    });
    const { token, remote_id } = (await login.json()) as { token: string; remote_id: string };
    const auth = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const run = await app.request('/api/game-run', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        userId: remote_id,
        externalURL: 'http://localhost/games',
        isMobileLogin: true,
        gameCode: 'JILI-SLOT-001',
        gameType: 'SLOT',
        platform: 'JILI',
      }),
    });
    const game = new URL(((await run.json()) as { url: string }).url).pathname;
    const pages = ['/', '/gamerun', '/odds-view', '/no-such-page', game, '/api/demo-game/expired-session', '/api/lucky-sports?access_token=nope'];
    pages.push('/api/stream/32000001?userip=127.0.0.1', '/api/score/frame/32000001', '/exchange-site');
    const values = await Promise.all(pages.map(async (p) => [p, (await app.request(p)).headers.get('Origin-Agent-Cluster')] as const));
    // none asks: a sandboxed frame (an opaque origin) that asked for ?1 could not have it, and Chromium warned
    expect(values).toEqual(pages.map((p) => [p, null]));
  });

  it('no HSTS unless configured as behind TLS', async () => {
    const plain = createApp(makeContext(db, { ...readConfig({ APP_MODE: 'test' }), distDir: dist }));
    expect((await plain.request('/')).headers.get('Strict-Transport-Security')).toBeNull();
  });
});
