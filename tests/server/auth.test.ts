import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BalanceAnswer, LoginAnswer, UserAnswer } from '../../src/api/contract/auth';
import { type Harness, startHarness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const newPlayer = (username: string) => ({
  username,
  password: 'abc12345',
  confirmPassword: 'abc12345',
  name: 'Test Player',
  phone: '01711111111',
  email: `${username}@example.com`,
  referral_code: '',
  agent_code: '',
  currency: 'BDT',
  status: 'active',
});

describe('login', () => {
  it('answers the contract shape with a token, remote_id and exchange token', async () => {
    const r = await h.req('POST', '/api/login', { body: { username: 'demoplayer', password: 'demo12345' } });
    expect(r.status).toBe(200);
    const out = v.parse(LoginAnswer, r.json);
    expect(out.token.length).toBeGreaterThan(20);
    expect(out.exchange[0]?.token).toBeTruthy();
  });

  it('refuses a wrong password with 401 and the spec message', async () => {
    const r = await h.req('POST', '/api/login', { body: { username: 'demoplayer', password: 'wrong12345' } });
    expect(r.status).toBe(401);
    expect(r.json.message).toBe('Invalid credentials');
  });

  it('refuses a bad payload with 422', async () => {
    const r = await h.req('POST', '/api/login', { body: { username: 5 } });
    expect(r.status).toBe(422);
  });

  it('rate-limits repeated failures for a username', async () => {
    for (let i = 0; i < 10; i++) await h.req('POST', '/api/login', { body: { username: 'blockedplayer', password: `bad${i}xxxxx` } });
    const r = await h.req('POST', '/api/login', { body: { username: 'blockedplayer', password: 'demo12345' } });
    expect(r.status).toBe(429);
  });

  it('stores passwords hashed, never in clear', async () => {
    const row = (await h.ctx.db.execute("SELECT password_hash FROM players WHERE username = 'demoplayer'")).rows[0];
    expect(String(row?.password_hash)).toMatch(/^scrypt\$/);
    expect(String(row?.password_hash)).not.toContain('demo12345');
  });
});

describe('sign-up', () => {
  it('creates a player who can then log in', async () => {
    const r = await h.req('POST', '/api/v1/create-players', { body: newPlayer('newplayer01') });
    expect(r.status).toBe(201);
    await expect(h.login('newplayer01', 'abc12345')).resolves.toHaveProperty('token');
  });

  it('refuses a duplicate username with a field error', async () => {
    const r = await h.req('POST', '/api/v1/create-players', { body: newPlayer('demoplayer') });
    expect(r.status).toBe(422);
    expect(r.json.errors.username[0]).toMatch(/already been taken/);
  });

  it('refuses a missing field with 422', async () => {
    const { email: _e, ...rest } = newPlayer('newplayer02');
    const r = await h.req('POST', '/api/v1/create-players', { body: rest });
    expect(r.status).toBe(422);
  });

  it('checks the captcha when one is sent', async () => {
    const cap = await h.req('GET', '/captcha?format=json');
    const bad = await h.req('POST', '/api/v1/create-players', { body: { ...newPlayer('capplayer1'), captcha: '99999', captcha_id: cap.json.id } });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.captcha).toBeTruthy();
    const cap2 = await h.req('GET', '/captcha?format=json');
    const answer = (await h.req('GET', `/api/dev/captcha/${cap2.json.id}`)).json.answer;
    const ok = await h.req('POST', '/api/v1/create-players', { body: { ...newPlayer('capplayer1'), captcha: answer, captcha_id: cap2.json.id } });
    expect(ok.status).toBe(201);
  });
});

describe('password recovery', () => {
  it('sends a code to the outbox and resets the password with it', async () => {
    await h.req('POST', '/api/v1/create-players', { body: newPlayer('resetplayer1') });
    const sent = await h.req('POST', '/api/usr-forgot-password', { body: { type: 'email', email: 'resetplayer1@example.com', username: 'resetplayer1' } });
    expect(sent.status).toBe(200);
    const code = (await h.req('GET', '/api/dev/outbox?username=resetplayer1')).json.data[0].code;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await h.req('POST', '/api/usr-reset-password', { body: { otp: '000000', password: 'newpass99', password_confirmation: 'newpass99', username: 'resetplayer1' } });
    expect(wrong.status).toBe(422);
    const ok = await h.req('POST', '/api/usr-reset-password', { body: { otp: code, password: 'newpass99', password_confirmation: 'newpass99', username: 'resetplayer1' } });
    expect(ok.status).toBe(200);
    await expect(h.login('resetplayer1', 'newpass99')).resolves.toHaveProperty('token');
    const reused = await h.req('POST', '/api/usr-reset-password', { body: { otp: code, password: 'other999x', password_confirmation: 'other999x', username: 'resetplayer1' } });
    expect(reused.status).toBe(422);
  });

  it('accepts the SMS route with the country code', async () => {
    const r = await h.req('POST', '/api/usr-forgot-password', { body: { type: 'sms', phone: '+8801712345678', username: 'demoplayer' } });
    expect(r.status).toBe(200);
  });

  it('answers 404 for an unknown pair', async () => {
    const r = await h.req('POST', '/api/usr-forgot-password', { body: { type: 'email', email: 'nobody@example.com', username: 'demoplayer' } });
    expect(r.status).toBe(404);
  });
});

describe('private calls', () => {
  it('balance and user/show need a token', async () => {
    expect((await h.req('POST', '/api/balance')).status).toBe(401);
    expect((await h.req('GET', '/api/user/show?remote_id=1')).status).toBe(401);
    expect((await h.req('POST', '/api/balance', { token: 'not-a-token' })).status).toBe(401);
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
