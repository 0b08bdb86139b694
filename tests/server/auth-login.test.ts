import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LoginAnswer } from '../../src/api/contract/auth';
import { h, useAuthHarness } from './auth-helpers';
import { newPlayer } from './harness';

useAuthHarness();

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

describe('login, more refusals', () => {
  it('refuses an unknown username with the same message as a wrong password', async () => {
    const r = await h.req('POST', '/api/login', { body: { username: 'nosuchplayer', password: 'demo12345' } });
    expect(r.status).toBe(401);
    expect(r.json.message).toBe('Invalid credentials');
  });

  it('refuses a missing body and a missing password with 422', async () => {
    expect((await h.req('POST', '/api/login')).status).toBe(422);
    expect((await h.req('POST', '/api/login', { body: { username: 'demoplayer' } })).status).toBe(422);
  });

  it('refuses a suspended account with 403', async () => {
    await h.signUp(newPlayer('suspended01'));
    await h.ctx.db.execute("UPDATE players SET status = 'suspended' WHERE username = 'suspended01'");
    const r = await h.req('POST', '/api/login', { body: { username: 'suspended01', password: 'abc12345' } });
    expect(r.status).toBe(403);
  });

  it('issues a new random token per login, stored only as a hash', async () => {
    const a = await h.login();
    const b = await h.login();
    expect(a.token).not.toBe(b.token);
    const rows = (await h.ctx.db.execute('SELECT token_hash FROM tokens')).rows.map((r) => String(r.token_hash));
    expect(rows).not.toContain(a.token);
    expect(rows.every((x) => /^[0-9a-f]{64}$/.test(x))).toBe(true);
  });
});
