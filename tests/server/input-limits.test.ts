import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STAT_NAMES } from '../../server/context';
import { DEV_CONTROL_HEADERS } from '../../src/api/contract/dev';
import { type Harness, newPlayer, type Session, startHarness } from './harness';

/** Bodies, text fields and ids are bounded and checked before they reach the database. */
let h: Harness;
let me: Session;
beforeAll(async () => {
  h = await startHarness();
  me = await h.login();
});
afterAll(() => h.close());

describe('request size', () => {
  it('a body over 64 KB is refused with 413 before it is read', async () => {
    const r = await h.req('POST', '/api/login', { body: { username: 'x'.repeat(1_000_000), password: 'wrong12345' } });
    expect(r.status).toBe(413);
    expect(r.json.message).toBe('The request is too large.');
    const stored = await h.ctx.db.execute('SELECT MAX(LENGTH(key)) AS n FROM login_attempts');
    expect(Number(stored.rows[0]?.n ?? 0)).toBeLessThan(100);
  });

  it('a text field over its maximum is refused with a field error in the platform words', async () => {
    const login = await h.req('POST', '/api/login', { body: { username: 'u'.repeat(51), password: 'wrong12345' } });
    expect(login.status).toBe(422);
    expect(login.json.errors.username).toEqual(['The username may not be greater than 50 characters.']);
    const signup = await h.signUp({ ...newPlayer('longfields1'), email: `${'e'.repeat(200)}@example.com`, agent_code: 'A'.repeat(51) });
    expect(signup.status).toBe(422);
    expect(signup.json.errors.email).toEqual(['The email may not be greater than 191 characters.']);
    expect(signup.json.errors.agent_code).toEqual(['The agent code may not be greater than 50 characters.']);
    const deposit = await h.req('POST', '/api/submit-deposit', {
      token: me.token,
      body: { remote_id: me.remote_id, account_number: '01712345678', transaction_id: 'T'.repeat(65), amount: '500', payment_id: 1 },
    });
    expect(deposit.status).toBe(422);
    expect(deposit.json.errors.transaction_id).toEqual(['The transaction id may not be greater than 64 characters.']);
  });

  it('game-run refuses a platform with control characters, and an operator call refuses a username far over its cap', async () => {
    const run = await h.req('POST', '/api/game-run', {
      token: me.token,
      body: { userId: me.remote_id, externalURL: 'http://127.0.0.1/', isMobileLogin: true, gameCode: '', gameType: 'SLOT', platform: 'JILI\u0007' },
    });
    expect(run.status).toBe(422);
    expect(run.json.errors.platform).toEqual(['The platform may not contain control characters.']);
    const admin = { 'X-Admin-Secret': 'dev-admin-secret' };
    const vip = await h.req('POST', '/api/admin/vip-points', { headers: admin, body: { username: 'u'.repeat(60_000), points: 5 } });
    expect(vip.status).toBe(422);
    expect(vip.json.errors.username).toEqual(['The username may not be greater than 50 characters.']);
    const rg = await h.req('GET', `/api/admin/responsible-gaming?username=${'u'.repeat(51)}`, { headers: admin });
    expect(rg.status).toBe(422);
  });

  it('control characters are refused, not cut', async () => {
    const r = await h.signUp({ ...newPlayer('nulname01'), name: 'Rahim\u0000 Uddin' });
    expect(r.status).toBe(422);
    expect(r.json.errors.name).toEqual(['The name may not contain control characters.']);
    expect((await h.ctx.db.execute("SELECT 1 FROM players WHERE username = 'nulname01'")).rows).toHaveLength(0);
  });
});

describe('ids', () => {
  const auth = () => ({ token: me.token });
  it.each([
    ['GET', '/api/inbox/abc'],
    ['PATCH', '/api/inbox/1e3/read'],
    ['DELETE', '/api/inbox/-1'],
    ['GET', '/api/chats/abc/messages'],
  ])('%s %s: a non-numeric path id is refused with 422, not 500', async (method, path) => {
    const r = await h.req(method, path, auth());
    expect(r.status).toBe(422);
    expect(r.json.errors.id).toEqual(['The id must be a number.']);
  });

  it('revert, resubmit, submit-deposit, chat and the operator settlement refuse a non-numeric id with 422', async () => {
    const body = { remote_id: me.remote_id };
    expect((await h.req('POST', '/api/transaction/abc/revert', { ...auth(), body })).status).toBe(422);
    expect(
      (await h.req('POST', '/api/transaction/x1/resubmit', { ...auth(), body: { ...body, transaction_id: 'TRX1234567', account_number: '01712345678' } }))
        .status,
    ).toBe(422);
    const deposit = await h.req('POST', '/api/submit-deposit', {
      ...auth(),
      body: { ...body, account_number: '01712345678', transaction_id: 'TRX7654321', amount: '500', payment_id: 'abc' },
    });
    expect(deposit.status).toBe(422);
    expect(deposit.json.errors.payment_id).toEqual(['The payment id must be a number.']);
    const send = await h.req('POST', '/api/messages', { ...auth(), body: { chat_id: 'abc', sender_id: me.remote_id, content: 'hi' } });
    expect(send.status).toBe(422);
    const admin = { headers: { 'X-Admin-Secret': 'dev-admin-secret' }, body: { status: 'success' } };
    expect((await h.req('POST', '/api/admin/deposits/abc/settle', admin)).status).toBe(422);
    expect((await h.req('POST', '/api/admin/withdrawals/1.5/settle', admin)).status).toBe(422);
    expect((await h.req('GET', '/api/user/show?remote_id=abc', auth())).status).toBe(422);
  });
});

describe('development controls and counters', () => {
  it('/api/dev/* answers no other website (no CORS), while the platform calls keep theirs', async () => {
    const origin = { Origin: 'https://evil.example' };
    const dev = await h.req('GET', '/api/dev/stats', { headers: { ...origin, ...DEV_CONTROL_HEADERS } });
    expect(dev.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const preflight = await h.req('OPTIONS', '/api/dev/fault', { headers: { ...origin, 'Access-Control-Request-Method': 'POST' } });
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const api = await h.req('GET', '/api/general', { headers: origin });
    expect(api.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });

  it('a post a web page can send without a preflight (text/plain, a form, no header of its own) changes nothing', async () => {
    const fault = JSON.stringify({ path: '/api/general', status: 500 });
    const origin = { Origin: 'https://evil.example' };
    const plain = await h.req('POST', '/api/dev/fault', { raw: fault, headers: { ...origin, 'Content-Type': 'text/plain' } });
    expect(plain.status).toBe(403);
    const form = await h.req('POST', '/api/dev/fault', {
      raw: 'path=/api/general&status=500',
      headers: { ...origin, 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(403);
    // the header alone is not enough: a control takes JSON
    const plainWithHeader = await h.req('POST', '/api/dev/fault', { raw: fault, headers: { 'Content-Type': 'text/plain', ...DEV_CONTROL_HEADERS } });
    expect(plainWithHeader.status).toBe(415);
    expect(
      (await h.req('POST', '/api/dev/revoke', { raw: JSON.stringify({ username: 'demoplayer' }), headers: { 'Content-Type': 'text/plain' } })).status,
    ).toBe(403);
    expect(h.ctx.faults.size).toBe(0);
    expect((await h.req('GET', '/api/general')).status).toBe(200);
    expect((await h.req('POST', '/api/balance', { token: me.token })).status).toBe(200);
    expect((await h.req('GET', '/api/dev/outbox')).status).toBe(403);
  });

  it('with its header and a JSON body a control works', async () => {
    expect((await h.dev('POST', '/api/dev/fault', { path: '/api/sociallink', status: 503 })).status).toBe(200);
    expect((await h.req('GET', '/api/sociallink')).status).toBe(503);
    expect((await h.dev('POST', '/api/dev/fault', { path: '/api/sociallink' })).status).toBe(200);
    expect((await h.req('GET', '/api/sociallink')).status).toBe(200);
  });

  it('the request counters stay bounded however many unique paths are asked', async () => {
    for (let i = 0; i < MAX_STAT_NAMES + 200; i++) await h.req('GET', `/api/no-such-call/${i}`);
    expect(h.ctx.stats.size).toBeLessThanOrEqual(MAX_STAT_NAMES);
  });
});
