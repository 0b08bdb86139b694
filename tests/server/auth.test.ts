import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginAnswer } from '../../src/api/contract/auth';
import { type Harness, newPlayer, startHarness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

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
    const r = await h.signUp(newPlayer('newplayer01'));
    expect(r.status).toBe(201);
    await expect(h.login('newplayer01', 'abc12345')).resolves.toHaveProperty('token');
  });

  it('refuses a duplicate username with a field error', async () => {
    const r = await h.signUp(newPlayer('demoplayer'));
    expect(r.status).toBe(422);
    expect(r.json.errors.username[0]).toMatch(/already been taken/);
  });

  it('refuses a missing field with 422', async () => {
    const { email: _e, ...rest } = newPlayer('newplayer02');
    const r = await h.signUp(rest);
    expect(r.status).toBe(422);
  });

  it('refuses a sign-up without a captcha answer', async () => {
    const r = await h.req('POST', '/api/v1/create-players', { body: newPlayer('nocaptcha1') });
    expect(r.status).toBe(422);
    expect(r.json.errors.captcha).toEqual(['The captcha is not correct.']);
  });

  it('checks the captcha answer', async () => {
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
  it('the SMS tab needs the captcha answered', async () => {
    const r = await h.req('POST', '/api/usr-forgot-password', { body: { type: 'sms', phone: '+8801712345678', username: 'demoplayer' } });
    expect(r.status).toBe(422);
    expect(r.json.message).toBe('The captcha is not correct.');
  });

  it('sends a code to the outbox and resets the password with it', async () => {
    await h.signUp(newPlayer('resetplayer1'));
    const sent = await h.req('POST', '/api/usr-forgot-password', { body: { type: 'email', email: 'resetplayer1@example.com', username: 'resetplayer1' } });
    expect(sent.status).toBe(200);
    const code = (await h.req('GET', '/api/dev/outbox?username=resetplayer1')).json.data[0].code;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await h.req('POST', '/api/usr-reset-password', {
      body: { otp: '000000', password: 'newpass99', password_confirmation: 'newpass99', username: 'resetplayer1' },
    });
    expect(wrong.status).toBe(422);
    const ok = await h.req('POST', '/api/usr-reset-password', {
      body: { otp: code, password: 'newpass99', password_confirmation: 'newpass99', username: 'resetplayer1' },
    });
    expect(ok.status).toBe(200);
    await expect(h.login('resetplayer1', 'newpass99')).resolves.toHaveProperty('token');
    const reused = await h.req('POST', '/api/usr-reset-password', {
      body: { otp: code, password: 'other999x', password_confirmation: 'other999x', username: 'resetplayer1' },
    });
    expect(reused.status).toBe(422);
  });

  it('accepts the SMS route with the country code', async () => {
    const r = await h.req('POST', '/api/usr-forgot-password', {
      body: { type: 'sms', phone: '+8801712345678', username: 'demoplayer', ...(await h.captcha()) },
    });
    expect(r.status).toBe(200);
  });

  it('sends at most five codes an hour per player: each new code would bring five new guesses', async () => {
    await h.signUp(newPlayer('resetplayer2'));
    const ask = () => h.req('POST', '/api/usr-forgot-password', { body: { type: 'email', email: 'resetplayer2@example.com', username: 'resetplayer2' } });
    for (let i = 0; i < 5; i++) expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe('Too many codes were sent. Please wait an hour and try again.');
    expect((await h.req('GET', '/api/dev/outbox?username=resetplayer2')).json.data).toHaveLength(5);
  });

  it('answers 404 for an unknown pair', async () => {
    const r = await h.req('POST', '/api/usr-forgot-password', { body: { type: 'email', email: 'nobody@example.com', username: 'demoplayer' } });
    expect(r.status).toBe(404);
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

describe('sign-up, more refusals', () => {
  it('answers field errors for a bad username, e-mail, phone and mismatched passwords', async () => {
    const r = await h.signUp({ ...newPlayer('bad name!'), email: 'not-an-email', phone: '123', confirmPassword: 'other123' });
    expect(r.status).toBe(422);
    expect(Object.keys(r.json.errors).sort()).toEqual(['confirmPassword', 'email', 'phone', 'username']);
  });

  it('refuses an unknown referral code and accepts a real one', async () => {
    const bad = await h.signUp({ ...newPlayer('refplayer01'), referral_code: 'NOPE0000' });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.referral_code).toBeTruthy();
    const ok = await h.signUp({ ...newPlayer('refplayer01'), referral_code: 'DEMO2026', agent_code: 'AG1' });
    expect(ok.status).toBe(201);
    const row = (await h.ctx.db.execute("SELECT referred_by, agent_code, currency FROM players WHERE username = 'refplayer01'")).rows[0];
    expect(row?.referred_by).toBe('DEMO2026');
    expect(row?.agent_code).toBe('AG1');
    expect(row?.currency).toBe('BDT');
  });

  it("accepts an affiliate's code in the referral field (the affiliate link prefills it) and records it as the affiliate", async () => {
    const r = await h.signUp({ ...newPlayer('affplayer01'), referral_code: 'AFF777' });
    expect(r.status).toBe(201);
    const row = (await h.ctx.db.execute("SELECT referred_by, affiliate_code FROM players WHERE username = 'affplayer01'")).rows[0];
    expect(row?.affiliate_code).toBe('AFF777');
    expect(row?.referred_by).toBeNull();
  });

  it('refuses a currency outside BDT, INR, PKR', async () => {
    const r = await h.signUp({ ...newPlayer('curplayer01'), currency: 'USD' });
    expect(r.status).toBe(422);
  });
});

describe('password recovery, more', () => {
  it('SMS: the code goes to the phone with its country code and resets the password; old sessions end', async () => {
    await h.signUp({ ...newPlayer('smsplayer01'), phone: '01799999999' });
    const old = await h.login('smsplayer01', 'abc12345');
    const sent = await h.req('POST', '/api/usr-forgot-password', {
      body: { type: 'sms', phone: '+88001799999999', username: 'smsplayer01', ...(await h.captcha()) },
    });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.json.message).toBe('OTP sent successfully. Please check your sms.');
    const out = (await h.req('GET', '/api/dev/outbox?username=smsplayer01')).json.data[0];
    expect(out.channel).toBe('sms');
    // sent to the account's number in international form, whatever leading 0 was typed
    expect(out.destination).toBe('+8801799999999');
    const ok = await h.req('POST', '/api/usr-reset-password', {
      body: { otp: out.code, password: 'fresh1234', password_confirmation: 'fresh1234', username: 'smsplayer01' },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.message).toBe('Password changed successfully. Please login with your new password.');
    expect((await h.req('POST', '/api/balance', { token: old.token })).status).toBe(401);
    expect((await h.req('POST', '/api/login', { body: { username: 'smsplayer01', password: 'abc12345' } })).status).toBe(401);
    await expect(h.login('smsplayer01', 'fresh1234')).resolves.toHaveProperty('token');
    // another country code before the same national number: still the account's own phone
    await h.req('POST', '/api/usr-forgot-password', { body: { type: 'sms', phone: '+9101799999999', username: 'smsplayer01', ...(await h.captcha()) } });
    expect((await h.req('GET', '/api/dev/outbox?username=smsplayer01')).json.data[0].destination).toBe('+8801799999999');
  });

  it('SMS: the number matches with or without the leading 0 after the country code, and not another number', async () => {
    for (const phone of ['+8801712345678', '+88001712345678', '01712345678']) {
      const r = await h.req('POST', '/api/usr-forgot-password', { body: { type: 'sms', phone, username: 'demoplayer', ...(await h.captcha()) } });
      expect(r.status, phone).toBe(200);
    }
    for (const phone of ['+8801712345679', '+8801812345678', '']) {
      const r = await h.req('POST', '/api/usr-forgot-password', { body: { type: 'sms', phone, username: 'demoplayer', ...(await h.captcha()) } });
      expect(r.status, phone).toBe(404);
    }
  });

  it('the e-mail answer names the channel', async () => {
    const r = await h.req('POST', '/api/usr-forgot-password', { body: { type: 'email', email: 'DEMO@example.com', username: 'demoplayer' } });
    expect(r.status).toBe(200);
    expect(r.json.message).toBe('OTP sent successfully. Please check your email.');
  });

  it('refuses a bad payload, a weak password and mismatched passwords', async () => {
    expect((await h.req('POST', '/api/usr-forgot-password', { body: { type: 'fax', username: 'demoplayer' } })).status).toBe(422);
    expect((await h.req('POST', '/api/usr-forgot-password', { body: { type: 'email', username: 'demoplayer' } })).status).toBe(422);
    const weak = await h.req('POST', '/api/usr-reset-password', {
      body: { otp: '123456', password: 'abcdefgh', password_confirmation: 'abcdefgh', username: 'demoplayer' },
    });
    expect(weak.status).toBe(422);
    expect(weak.json.message).toBe('New Password must contain at least one number, one letter, and 8 characters long.');
    const mismatch = await h.req('POST', '/api/usr-reset-password', {
      body: { otp: '123456', password: 'abcd1234', password_confirmation: 'abcd1235', username: 'demoplayer' },
    });
    expect(mismatch.json.message).toBe('Passwords do not match.');
  });

  it('locks a code after 5 wrong tries', async () => {
    await h.signUp(newPlayer('lockplayer01'));
    await h.req('POST', '/api/usr-forgot-password', { body: { type: 'email', email: 'lockplayer01@example.com', username: 'lockplayer01' } });
    const code = (await h.req('GET', '/api/dev/outbox?username=lockplayer01')).json.data[0].code;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      await h.req('POST', '/api/usr-reset-password', {
        body: { otp: wrong, password: 'abcd1234', password_confirmation: 'abcd1234', username: 'lockplayer01' },
      });
    }
    const r = await h.req('POST', '/api/usr-reset-password', {
      body: { otp: code, password: 'abcd1234', password_confirmation: 'abcd1234', username: 'lockplayer01' },
    });
    expect(r.status).toBe(422);
  });
});
