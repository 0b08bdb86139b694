import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BalanceAnswer, LoginAnswer, UserAnswer } from '../../src/api/contract/auth';
import { TransactionsAnswer, TurnoversAnswer } from '../../src/api/contract/transactions';
import { MarketBlockAnswer } from '../../src/api/contract/public';
import { SESSION_DAYS, sha256 } from '../../server/lib/auth';
import { type Harness, newPlayer, startHarness } from './harness';

/** Every private call is authorised by its token and answers only the token player's data. */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('private calls', () => {
  it('balance and user/show need a token', async () => {
    expect((await h.req('POST', '/api/balance')).status).toBe(401);
    expect((await h.req('GET', '/api/user/show?remote_id=1')).status).toBe(401);
    expect((await h.req('POST', '/api/balance', { token: 'not-a-token' })).status).toBe(401);
  });

  it('a login lasts SESSION_DAYS days: an older token is refused with 401', async () => {
    const { token } = await h.login();
    const age = async (days: number) =>
      h.ctx.db.execute({
        sql: 'UPDATE tokens SET created_at = ? WHERE token_hash = ?',
        args: [new Date(Date.now() - days * 86_400_000).toISOString(), sha256(token)],
      });
    await age(SESSION_DAYS - 1);
    expect((await h.req('POST', '/api/balance', { token })).status).toBe(200);
    await age(SESSION_DAYS + 1);
    expect((await h.req('POST', '/api/balance', { token })).status).toBe(401);
  });

  it('logout ends the presented login only: its token is refused, another login of the player still works', async () => {
    const first = await h.login();
    const second = await h.login();
    expect((await h.req('POST', '/api/logout')).status).toBe(401);
    const out = await h.req('POST', '/api/logout', { token: first.token });
    expect(out.status).toBe(200);
    expect(out.json.message).toBe('Logged out.');
    expect((await h.req('POST', '/api/balance', { token: first.token })).status).toBe(401);
    expect((await h.req('POST', '/api/balance', { token: second.token })).status).toBe(200);
  });

  it('answers the balance as a decimal string', async () => {
    const { token } = await h.login();
    const r = await h.req('POST', '/api/balance', { token });
    expect(v.parse(BalanceAnswer, r.json).balance).toBe('5000.00');
  });

  it("refuses another player's remote_id", async () => {
    const { token, remote_id } = await h.login();
    expect((await h.req('GET', `/api/user/show?remote_id=${remote_id}`, { token })).status).toBe(200);
    v.parse(UserAnswer, (await h.req('GET', `/api/user/show?remote_id=${remote_id}`, { token })).json);
    for (const path of ['/api/user/show', '/api/transaction/show', '/api/turnovers']) {
      expect((await h.req('GET', `${path}?remote_id=2`, { token })).status).toBe(403);
    }
  });

  it('market/block answers the blocked sections of the player', async () => {
    const { token } = await h.login('demoplayer');
    expect((await h.req('GET', '/api/market/block', { token })).json.data).toEqual([]);
  });
});

describe('from a PWA on another host', () => {
  it('the preflight allows the Authorization header and is remembered for two hours', async () => {
    const r = await h.req('OPTIONS', '/api/balance', { headers: { Origin: 'https://play.example', 'Access-Control-Request-Method': 'POST' } });
    expect(r.status).toBe(204);
    expect(r.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(r.headers.get('Access-Control-Allow-Headers')).toContain('Authorization');
    expect(r.headers.get('Access-Control-Max-Age')).toBe('7200');
  });
});

describe('private calls loaded at start', () => {
  const PRIVATE: Array<[string, string]> = [
    ['POST', '/api/balance'],
    ['GET', '/api/user/show?remote_id=1'],
    ['GET', '/api/transaction/show?remote_id=1'],
    ['GET', '/api/turnovers?remote_id=1'],
    ['GET', '/api/market/block'],
  ];

  it('each refuses a missing, unknown or exchange-only token with 401', async () => {
    const r = await h.req('POST', '/api/login', { body: { username: 'demoplayer', password: 'demo12345' } });
    const exchangeToken = v.parse(LoginAnswer, r.json).exchange[0]?.token ?? '';
    expect(exchangeToken).toBeTruthy();
    for (const [method, path] of PRIVATE) {
      expect((await h.req(method, path)).status, `${path} without token`).toBe(401);
      expect((await h.req(method, path, { token: 'forged-token' })).status, `${path} forged`).toBe(401);
      expect((await h.req(method, path, { token: exchangeToken })).status, `${path} exchange token`).toBe(401);
    }
  });

  it('each remote_id call refuses a missing remote_id with 422', async () => {
    const { token } = await h.login();
    for (const path of ['/api/user/show', '/api/transaction/show', '/api/turnovers']) {
      expect((await h.req('GET', path, { token })).status, path).toBe(422);
    }
  });

  it('GET /api/user/show answers the User shape', async () => {
    const { token, remote_id } = await h.login();
    const user = v.parse(UserAnswer, (await h.req('GET', `/api/user/show?remote_id=${remote_id}`, { token })).json).data;
    expect(user.username).toBe('demoplayer');
    expect(user.balance).toBe('5000.00');
    expect(user.referral_code).toBe('DEMO2026');
  });

  it('GET /api/transaction/show: only the own transactions, newest first, money as strings', async () => {
    await h.signUp(newPlayer('txplayer01'));
    const me = await h.login('txplayer01', 'abc12345');
    const other = await h.login();
    const ins = (playerId: string, amount: number, at: string, key = 1) =>
      h.ctx.db.execute({
        sql: "INSERT INTO transactions (player_id, key, action, amount, transaction_id, payment_method_id, created_at, updated_at) VALUES (?, ?, 'deposit', ?, 'TRX1', 1, ?, ?)",
        args: [Number(playerId), key, amount, at, at],
      });
    await ins(me.remote_id, 150_050, '2026-01-01T10:00:00Z');
    await ins(me.remote_id, 20_000, '2026-01-02T10:00:00Z', 0);
    await ins(other.remote_id, 99_900, '2026-01-03T10:00:00Z');
    const r = await h.req('GET', `/api/transaction/show?remote_id=${me.remote_id}`, { token: me.token });
    expect(r.status).toBe(200);
    const list = v.parse(TransactionsAnswer, r.json).data;
    expect(list.map((t) => t.amount)).toEqual(['200.00', '1500.50']);
    expect(list[0]?.key).toBe(0);
    expect(list[1]?.payment_method?.name).toBe('bKash');
    expect((await h.req('GET', `/api/transaction/show?remote_id=${other.remote_id}`, { token: me.token })).status).toBe(403);
  });

  it('GET /api/turnovers: the own turnover list with required and remaining', async () => {
    await h.signUp(newPlayer('toplayer01'));
    const me = await h.login('toplayer01', 'abc12345');
    expect(v.parse(TurnoversAnswer, (await h.req('GET', `/api/turnovers?remote_id=${me.remote_id}`, { token: me.token })).json).data).toEqual([]);
    await h.ctx.db.execute({
      sql: "INSERT INTO turnovers (player_id, promotion_id, status, required_turnover, remaining_turnover, created_at, updated_at) VALUES (?, 1, 'active', 100000, 25000, ?, ?)",
      args: [Number(me.remote_id), '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z'],
    });
    const list = v.parse(TurnoversAnswer, (await h.req('GET', `/api/turnovers?remote_id=${me.remote_id}`, { token: me.token })).json).data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ status: 'active', required_turnover: '1000.00', remaining_turnover: '250.00' });
    expect(list[0]?.name).toBeTruthy();
    const { remote_id: demoId } = await h.login();
    expect((await h.req('GET', `/api/turnovers?remote_id=${demoId}`, { token: me.token })).status).toBe(403);
  });

  it('GET /api/market/block: the blocked sections of the token player only', async () => {
    await h.signUp(newPlayer('mbplayer01'));
    const me = await h.login('mbplayer01', 'abc12345');
    await h.ctx.db.execute({
      sql: "INSERT INTO market_blocks (player_id, exchange_market, cs_market, games_market, status) VALUES (?, 1, 0, 1, 'active')",
      args: [Number(me.remote_id)],
    });
    const data = v.parse(MarketBlockAnswer, (await h.req('GET', '/api/market/block', { token: me.token })).json).data;
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ exchange_market: 1, cs_market: 0, games_market: 1, status: 'active' });
    const demo = await h.login();
    expect(v.parse(MarketBlockAnswer, (await h.req('GET', '/api/market/block', { token: demo.token })).json).data).toEqual([]);
  });
});
