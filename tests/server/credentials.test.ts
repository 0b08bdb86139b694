import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sha256 } from '../../server/lib/auth';
import { type Harness, newPlayer, startHarness } from './harness';

/** Tokens that travel in URLs end with the login they were given to; reset codes stay secret. */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());
afterEach(() => vi.useRealTimers());

async function urlTokens(username = 'demoplayer', password = 'demo12345') {
  const s = await h.login(username, password);
  const launch = await h.req('POST', '/api/player-login', { token: s.token, body: { user_id: s.remote_id } });
  expect(launch.status).toBe(200);
  return { ...s, exchange: (s as unknown as { exchange: { token: string }[] }).exchange[0]?.token ?? '', launch: launch.json.access_token as string };
}
const exchangeSite = (t: string) => h.req('GET', `/exchange-site?token=${encodeURIComponent(t)}`);
const luckySports = (t: string) => h.req('GET', `/api/lucky-sports?access_token=${encodeURIComponent(t)}`);

describe('URL tokens', () => {
  it('open their own place only, while the login lasts', async () => {
    const t = await urlTokens();
    expect((await exchangeSite(t.exchange)).status).toBe(200);
    expect((await luckySports(t.launch)).status).toBe(200);
    // single purpose: neither token opens the other place, nor is a session token
    expect((await exchangeSite(t.launch)).status).toBe(401);
    expect((await luckySports(t.exchange)).status).toBe(401);
    expect((await h.req('POST', '/api/balance', { token: t.exchange })).status).toBe(401);
  });

  it('end at logout, with the session token', async () => {
    const t = await urlTokens();
    expect((await h.req('POST', '/api/logout', { token: t.token })).status).toBe(200);
    expect((await exchangeSite(t.exchange)).status).toBe(401);
    expect((await luckySports(t.launch)).status).toBe(401);
  });

  it('end when the password changes', async () => {
    await h.signUp(newPlayer('urltoken01'));
    const t = await urlTokens('urltoken01', 'abc12345');
    const changed = await h.req('POST', '/api/user-pwd', {
      token: t.token,
      body: { old_password: 'abc12345', new_password: 'xyz12345', new_password_confirmation: 'xyz12345' },
    });
    expect(changed.status).toBe(200);
    expect((await exchangeSite(t.exchange)).status).toBe(401);
    expect((await luckySports(t.launch)).status).toBe(401);
  });

  it('end with the session: 31 days later the exchange token is refused as the session is', async () => {
    const t = await urlTokens();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 86_400_000);
    expect((await h.req('POST', '/api/balance', { token: t.token })).status).toBe(401);
    expect((await exchangeSite(t.exchange)).status).toBe(401);
    // the 401 also removed them: they stay refused
    const left = await h.ctx.db.execute({ sql: 'SELECT COUNT(*) AS n FROM tokens WHERE parent_hash = ?', args: [sha256(t.token)] });
    expect(Number(left.rows[0]?.n)).toBe(0);
  });

  it('a lucky-sports launch token expires within minutes, the exchange token lasts with the session', async () => {
    const t = await urlTokens();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 6 * 60_000);
    expect((await luckySports(t.launch)).status).toBe(401);
    expect((await exchangeSite(t.exchange)).status).toBe(200);
  });
});

describe('reset codes', () => {
  it('in production, neither the outbox table nor the log holds the code', async () => {
    const prod = await startHarness({ APP_MODE: 'production', APP_SECRET: 'a-production-secret' });
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const sent = await prod.req('POST', '/api/usr-forgot-password', { body: { type: 'email', email: 'demo@example.com', username: 'demoplayer' } });
      expect(sent.status).toBe(200);
      const row = (await prod.ctx.db.execute('SELECT body, code FROM outbox ORDER BY id DESC LIMIT 1')).rows[0];
      expect(row?.code).toBeNull();
      expect(String(row?.body)).not.toMatch(/\d{6}/);
      const printed = log.mock.calls.map((c) => c.join(' ')).join('\n');
      expect(printed).toContain('[outbox]');
      expect(printed).not.toMatch(/\d{6}/);
    } finally {
      log.mockRestore();
      prod.close();
    }
  });

  it('in test mode, the development reader still gives the code', async () => {
    const sent = await h.req('POST', '/api/usr-forgot-password', { body: { type: 'email', email: 'demo@example.com', username: 'demoplayer' } });
    expect(sent.status).toBe(200);
    const out = await h.dev('GET', '/api/dev/outbox?username=demoplayer');
    expect(out.json.data[0].code).toMatch(/^\d{6}$/);
  });
});

describe('login timing', () => {
  it('an unknown username costs the same password hashing as a wrong password', async () => {
    const time = async (username: string) => {
      const runs: number[] = [];
      for (let i = 0; i < 3; i++) {
        const t0 = performance.now();
        const r = await h.req('POST', '/api/login', { body: { username, password: 'wrong12345' }, address: `10.9.0.${i}` });
        expect(r.status).toBe(401);
        runs.push(performance.now() - t0);
      }
      return Math.min(...runs);
    };
    await h.signUp(newPlayer('timing01'));
    const known = await time('timing01');
    const unknown = await time('nosuchuser99');
    // before: unknown ~6-13 ms against ~50+ ms (scrypt ran only for existing players)
    expect(unknown).toBeGreaterThan(known * 0.5);
  });
});

describe('password change', () => {
  it('refuses old-password guesses beyond the login limit, even the right one', async () => {
    await h.signUp(newPlayer('pwdguess01'));
    const s = await h.login('pwdguess01', 'abc12345');
    const change = (old: string) =>
      h.req('POST', '/api/user-pwd', { token: s.token, body: { old_password: old, new_password: 'new12345', new_password_confirmation: 'new12345' } });
    for (let i = 0; i < 10; i++) expect((await change(`guess${i}xx`)).status).toBe(422);
    const r = await change('abc12345');
    expect(r.status).toBe(429);
    expect(r.json.message).toBe('Too many failed attempts. Please wait 10 minutes and try again.');
  });
});
