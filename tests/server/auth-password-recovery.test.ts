import { describe, expect, it } from 'vitest';
import { h, useAuthHarness } from './auth-helpers';
import { newPlayer } from './harness';

useAuthHarness();

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
    const code = (await h.dev('GET', '/api/dev/outbox?username=resetplayer1')).json.data[0].code;
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
    expect((await h.dev('GET', '/api/dev/outbox?username=resetplayer2')).json.data).toHaveLength(5);
  });

  it('the e-mail tab answers an unknown pair as a known one, and sends nothing: it does not tell which accounts exist', async () => {
    const before = (await h.dev('GET', '/api/dev/outbox?destination=nobody@example.com')).json.data.length;
    // what a matching pair is answered ('the e-mail answer names the channel' below)
    const known = { status: 200, json: { message: 'OTP sent successfully. Please check your email.' } };
    for (const body of [
      { type: 'email', email: 'nobody@example.com', username: 'demoplayer' },
      { type: 'email', email: 'nobody@example.com', username: 'nosuchplayer' },
    ]) {
      const r = await h.req('POST', '/api/usr-forgot-password', { body });
      expect({ status: r.status, json: r.json }).toEqual({ status: known.status, json: known.json });
    }
    expect((await h.dev('GET', '/api/dev/outbox?destination=nobody@example.com')).json.data).toHaveLength(before);
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
    const out = (await h.dev('GET', '/api/dev/outbox?username=smsplayer01')).json.data[0];
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
    expect((await h.dev('GET', '/api/dev/outbox?username=smsplayer01')).json.data[0].destination).toBe('+8801799999999');
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
    const code = (await h.dev('GET', '/api/dev/outbox?username=lockplayer01')).json.data[0].code;
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
