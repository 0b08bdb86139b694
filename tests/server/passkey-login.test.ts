import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginAnswer } from '../../src/api/contract/auth';
import { PasskeyLoginOptions, PasskeysAnswer } from '../../src/api/contract/passkeys';
import { type Harness, startHarness } from './harness';
import { loginOptions, ORIGIN, passkeyLogin, playerWithPasskey, RP_ID } from './passkey-helpers';
import { FLAG, SoftAuthenticator } from './soft-authenticator';

/**
 * Sign-in with a passkey (POST /api/login/passkey/options, /verify): the same login as a password's,
 * and each way an answer is refused: a challenge expired, reused or never given, another page's origin,
 * another rp id, no user verification, a counter that goes back, a passkey removed or reset away.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const EXPIRED = 'The passkey request has expired. Please try again.';
const NOT_VERIFIED = 'The passkey could not be verified. Please try again or log in with your password.';
const UNKNOWN = 'This passkey is not registered. Please log in with your password.';

describe('sign-in with a passkey', () => {
  it('options ask for any of the site passkeys, with user verification, for minutes', async () => {
    const o = v.parse(PasskeyLoginOptions, await loginOptions(h));
    expect(o.rpId).toBe(RP_ID);
    expect(o.userVerification).toBe('required');
    expect(o.timeout).toBe(5 * 60_000);
    expect(o.allowCredentials ?? []).toEqual([]);
    expect(o.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('logs in exactly as a password does: the same answer, a working token, the device cookie, the passkey marked used', async () => {
    const { s, key } = await playerWithPasskey(h, 'pkloginok1');
    const password = await h.req('POST', '/api/login', { body: { username: 'pkloginok1', password: 'abc12345' } });
    const r = await passkeyLogin(h, key);
    expect(r.status, r.text).toBe(200);
    const answer = v.parse(LoginAnswer, r.json);
    expect(Object.keys(r.json).sort()).toEqual(Object.keys(password.json).sort());
    expect(answer).toMatchObject({ remote_id: s.remote_id, username: 'pkloginok1', message: 'Login successful' });
    expect(answer.token).not.toBe(password.json.token);
    expect((await h.req('POST', '/api/balance', { token: answer.token })).status).toBe(200);
    expect(r.headers.get('set-cookie')).toMatch(/^tp_device=.+; Max-Age=34560000; Path=\/api\/login; HttpOnly; SameSite=Lax$/);
    const list = v.parse(PasskeysAnswer, (await h.req('GET', '/api/passkeys', { token: answer.token })).json);
    expect(list.data[0]?.last_used_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('a challenge is good for one answer: the same answer again is refused, and so is one to a challenge never given', async () => {
    const { key } = await playerWithPasskey(h, 'pkreuse001');
    const options = await loginOptions(h);
    const response = key.assert(options);
    const send = () => h.req('POST', '/api/login/passkey/verify', { headers: { Origin: ORIGIN }, body: { response } });
    expect((await send()).status).toBe(200);
    const again = await send();
    expect([again.status, again.json.message]).toEqual([401, EXPIRED]);
    const invented = await h.req('POST', '/api/login/passkey/verify', {
      headers: { Origin: ORIGIN },
      body: { response: key.assert({ ...options, challenge: 'bm90LWEtY2hhbGxlbmdlLWdpdmVuLWJ5LXRoZS1zZXJ2ZXI' }) },
    });
    expect([invented.status, invented.json.message]).toEqual([401, EXPIRED]);
  });

  it('a challenge expires after five minutes', async () => {
    const { key } = await playerWithPasskey(h, 'pkexpire01');
    const options = await loginOptions(h);
    try {
      h.ctx.clock.set(5 * 60_000 + 1000);
      const r = await h.req('POST', '/api/login/passkey/verify', { headers: { Origin: ORIGIN }, body: { response: key.assert(options) } });
      expect([r.status, r.json.message]).toEqual([401, EXPIRED]);
    } finally {
      h.ctx.clock.set(0);
    }
    expect((await passkeyLogin(h, key)).status).toBe(200);
  });

  it('refuses an answer made on another page, for another rp id, or without user verification', async () => {
    const { key } = await playerWithPasskey(h, 'pkwrongrp1');
    for (const ceremony of [{ origin: 'https://phish.example.com' }, { rpId: 'phish.example.com' }, { flags: FLAG.UP }]) {
      const r = await passkeyLogin(h, key, { ceremony });
      expect([r.status, r.json.message], JSON.stringify(ceremony)).toEqual([401, NOT_VERIFIED]);
    }
    expect((await passkeyLogin(h, key)).status).toBe(200);
  });

  it('refuses a signature the passkey did not make', async () => {
    const { key } = await playerWithPasskey(h, 'pkforged01');
    const forger = new SoftAuthenticator(ORIGIN);
    Object.assign(forger, { credentialId: key.credentialId });
    const r = await passkeyLogin(h, forger);
    expect([r.status, r.json.message]).toEqual([401, NOT_VERIFIED]);
  });

  it('refuses a signature counter that does not go forward (a cloned passkey)', async () => {
    const { key } = await playerWithPasskey(h, 'pkcounter1');
    expect((await passkeyLogin(h, key, { ceremony: { counter: 5 } })).status).toBe(200);
    for (const counter of [3, 5]) {
      const r = await passkeyLogin(h, key, { ceremony: { counter } });
      expect([r.status, r.json.message], `counter ${counter}`).toEqual([401, NOT_VERIFIED]);
    }
    expect((await passkeyLogin(h, key, { ceremony: { counter: 6 } })).status).toBe(200);
  });

  it('refuses a removed passkey', async () => {
    const { s, key, passkeyId } = await playerWithPasskey(h, 'pkremoved1');
    const removed = await h.req('POST', `/api/passkeys/${passkeyId}/remove`, { token: s.token, body: { with: 'password', password: 'abc12345' } });
    expect(removed.status, removed.text).toBe(200);
    const r = await passkeyLogin(h, key);
    expect([r.status, r.json.message]).toEqual([401, UNKNOWN]);
  });

  it('a password reset by SMS removes every passkey of the player', async () => {
    const { key } = await playerWithPasskey(h, 'pkreset001');
    const second = await playerWithPasskey(h, 'pkreset002');
    const sms = { type: 'sms', phone: '+8801711111111', username: 'pkreset001', ...(await h.captcha()) };
    expect((await h.req('POST', '/api/usr-forgot-password', { body: sms })).status).toBe(200);
    const otp = (await h.dev('GET', '/api/dev/outbox?username=pkreset001')).json.data[0].code;
    const reset = await h.req('POST', '/api/usr-reset-password', {
      body: { otp, password: 'new12345', password_confirmation: 'new12345', username: 'pkreset001' },
    });
    expect(reset.status, reset.text).toBe(200);
    expect((await passkeyLogin(h, key)).json.message).toBe(UNKNOWN);
    // another player's passkeys stay
    expect((await passkeyLogin(h, second.key)).status).toBe(200);
  });
});

describe('what refuses a password login refuses a passkey, in the same words', () => {
  const passwordLogin = (username: string) => h.req('POST', '/api/login', { body: { username, password: 'abc12345' } });

  it('a suspended account', async () => {
    const { key } = await playerWithPasskey(h, 'pksuspend1');
    await h.ctx.db.execute("UPDATE players SET status = 'suspended' WHERE username = 'pksuspend1'");
    const r = await passkeyLogin(h, key);
    expect(r.status).toBe(403);
    expect(r.json.message).toBe('This account is suspended. Please contact customer support.');
    expect(r.json.message).toBe((await passwordLogin('pksuspend1')).json.message);
  });

  it('a break and a self-exclusion', async () => {
    for (const [username, kind, duration] of [
      ['pkbreak001', 'break', '24h'],
      ['pkexclude1', 'exclusion', 'permanent'],
    ] as const) {
      const { s, key } = await playerWithPasskey(h, username);
      const blocked = await h.req('POST', '/api/responsible-gaming/block', { token: s.token, body: { kind, duration, password: 'abc12345', confirm: true } });
      expect(blocked.status, blocked.text).toBe(200);
      const r = await passkeyLogin(h, key);
      expect(r.status).toBe(403);
      expect(r.json.message).toMatch(kind === 'break' ? /^Your account is on a break until .+ GMT\+6\.$/ : /^Your account is permanently self-excluded\.$/);
      expect(r.json.message).toBe((await passwordLogin(username)).json.message);
    }
  });
});
