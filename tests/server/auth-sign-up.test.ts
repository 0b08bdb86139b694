import { describe, expect, it } from 'vitest';
import { h, useAuthHarness } from './auth-helpers';
import { newPlayer } from './harness';

useAuthHarness();

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
    const answer = (await h.dev('GET', `/api/dev/captcha/${cap2.json.id}`)).json.answer;
    const ok = await h.req('POST', '/api/v1/create-players', { body: { ...newPlayer('capplayer1'), captcha: answer, captcha_id: cap2.json.id } });
    expect(ok.status).toBe(201);
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
