import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserAnswer } from '../../src/api/contract/auth';
import { OtherPhonesAnswer } from '../../src/api/contract/profile';
import { birthdayProblem } from '../../server/routes/profile';
import { freshPlayer } from './funds-helpers';
import { type Harness, startHarness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const lastCode = async (destination: string) => {
  const r = await h.dev('GET', `/api/dev/outbox?destination=${encodeURIComponent(destination)}`);
  return String(r.json.data[0]?.code ?? '');
};
const user = async (p: { token: string; remote_id: string }) =>
  v.parse(UserAnswer, (await h.req('GET', `/api/user/show?remote_id=${p.remote_id}`, { token: p.token })).json).data;

describe('phone and e-mail verification', () => {
  it('verifies the main phone with the code from the outbox', async () => {
    const p = await freshPlayer(h, { verified: false });
    expect((await h.req('POST', '/api/send-verification-code', { token: p.token, body: { phone: '01999999999' } })).status).toBe(422);
    const sent = await h.req('POST', '/api/send-verification-code', { token: p.token, body: { phone: p.phone } });
    expect(sent.status).toBe(200);
    const code = await lastCode(p.phone);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await h.req('POST', '/api/verify-phone-number', { token: p.token, body: { verification_code: code === '000000' ? '111111' : '000000' } });
    expect(wrong.status).toBe(422);
    const ok = await h.req('POST', '/api/verify-phone-number', { token: p.token, body: { verification_code: code } });
    expect(ok.status).toBe(200);
    expect((await user(p)).session_id).toBe(1);
    // used once
    expect((await h.req('POST', '/api/verify-phone-number', { token: p.token, body: { verification_code: code } })).status).toBe(422);
    expect((await h.req('POST', '/api/send-verification-code', { token: p.token, body: { phone: p.phone } })).status).toBe(409);
  });

  it('verifies the e-mail address', async () => {
    const p = await freshPlayer(h);
    const email = `${p.username}@example.com`;
    expect((await h.req('POST', '/api/send-verification-code', { token: p.token, body: { email: 'x@example.com' } })).status).toBe(422);
    expect((await h.req('POST', '/api/send-verification-code', { token: p.token, body: {} })).status).toBe(422);
    expect((await h.req('POST', '/api/send-verification-code', { token: p.token, body: { email } })).status).toBe(200);
    const ok = await h.req('POST', '/api/verify-email', { token: p.token, body: { code: await lastCode(email) } });
    expect(ok.status).toBe(200);
    expect((await user(p)).email_verified_at).toBeTruthy();
  });

  it('needs a token', async () => {
    expect((await h.req('POST', '/api/send-verification-code', { body: { phone: '01711111111' } })).status).toBe(401);
    expect((await h.req('GET', '/api/get/other/phone')).status).toBe(401);
  });
});

describe('extra phones', () => {
  it('adds at most two, each verified with its own code', async () => {
    const p = await freshPlayer(h);
    expect((await h.req('POST', '/api/add/number', { token: p.token, body: { phone: '123' } })).status).toBe(422);
    expect((await h.req('POST', '/api/add/number', { token: p.token, body: { phone: p.phone } })).status).toBe(409);
    expect((await h.req('POST', '/api/add/number', { token: p.token, body: { phone: '01811111111' } })).status).toBe(200);
    expect((await h.req('POST', '/api/add/number', { token: p.token, body: { phone: '01811111111' } })).status).toBe(409);
    expect((await h.req('POST', '/api/add/number', { token: p.token, body: { phone: '01822222222' } })).status).toBe(200);
    const third = await h.req('POST', '/api/add/number', { token: p.token, body: { phone: '01833333333' } });
    expect(third.status).toBe(422);
    expect(third.json.message).toBe('You can add at most two phone numbers.');
    expect((await h.req('POST', '/api/add/send-verification-code', { token: p.token, body: { phone: '01899999999' } })).status).toBe(404);
    expect((await h.req('POST', '/api/add/send-verification-code', { token: p.token, body: { phone: '01822222222' } })).status).toBe(200);
    const ok = await h.req('POST', '/api/add/verify-phone-number', { token: p.token, body: { verification_code: await lastCode('01822222222') } });
    expect(ok.status).toBe(200);
    const list = v.parse(OtherPhonesAnswer, (await h.req('GET', '/api/get/other/phone', { token: p.token })).json).data;
    expect(list.map((x) => [x.contract_value, x.isverify])).toEqual([
      ['01811111111', 0],
      ['01822222222', 1],
    ]);
  });

  it('a verified extra phone counts as a verified phone for deposits', async () => {
    const p = await freshPlayer(h, { verified: false });
    await h.req('POST', '/api/add/number', { token: p.token, body: { phone: '01844444444' } });
    await h.req('POST', '/api/add/send-verification-code', { token: p.token, body: { phone: '01844444444' } });
    await h.req('POST', '/api/add/verify-phone-number', { token: p.token, body: { verification_code: await lastCode('01844444444') } });
    const check = await h.req('GET', `/api/userwithdrawcheck?remote_id=${p.remote_id}`, { token: p.token });
    expect(check.json.message).toContain('Date of Birth');
  });
});

describe('birthday', () => {
  it('is set once, then locked', async () => {
    const p = await freshPlayer(h);
    const bad = await h.req('POST', '/api/user/profile/update', { token: p.token, body: { remote_id: p.remote_id, dofb: '1990-02-31' } });
    expect(bad.status).toBe(422);
    const ok = await h.req('POST', '/api/user/profile/update', { token: p.token, body: { remote_id: p.remote_id, dofb: '1990-05-15' } });
    expect(ok.status).toBe(200);
    expect(ok.json.dofb).toBe('1990-05-15');
    const again = await h.req('POST', '/api/user/profile/update', { token: p.token, body: { remote_id: p.remote_id, dofb: '1991-01-01' } });
    expect(again.status).toBe(409);
    expect((await user(p)).dofb).toBe('1990-05-15');
  });

  it('refuses a foreign remote_id', async () => {
    const p = await freshPlayer(h);
    const other = await freshPlayer(h);
    expect((await h.req('POST', '/api/user/profile/update', { token: p.token, body: { remote_id: other.remote_id, dofb: '1990-05-15' } })).status).toBe(403);
  });

  it('needs a real date of an adult', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(birthdayProblem('2008-06-01', now)).toBeNull();
    expect(birthdayProblem('2008-06-02', now)).toBe('You must be at least 18 years old.');
    expect(birthdayProblem('15/05/1990', now)).toBe('Please enter a valid date of birth.');
  });
});

describe('password change', () => {
  it('checks the old password and the rule, then revokes every token', async () => {
    const p = await freshPlayer(h);
    const body = (o: string, n: string, c = n) => ({ old_password: o, new_password: n, new_password_confirmation: c });
    expect((await h.req('POST', '/api/user-pwd', { token: p.token, body: body('abc12345', 'short1') })).json.message).toBe(
      'New Password must contain at least one number, one letter, and 8 characters long.',
    );
    expect((await h.req('POST', '/api/user-pwd', { token: p.token, body: body('abc12345', 'newpass123', 'newpass124') })).json.message).toBe(
      'Passwords do not match.',
    );
    const wrong = await h.req('POST', '/api/user-pwd', { token: p.token, body: body('wrong12345', 'newpass123') });
    expect(wrong.status).toBe(422);
    expect(wrong.json.message).toBe('The current password is incorrect.');
    const ok = await h.req('POST', '/api/user-pwd', { token: p.token, body: body('abc12345', 'newpass123') });
    expect(ok.status).toBe(200);
    expect(ok.json.message).toBe('Password changed successfully. Please login with your new password.');
    expect((await h.req('POST', '/api/balance', { token: p.token })).status).toBe(401);
    expect((await h.req('POST', '/api/login', { body: { username: p.username, password: 'abc12345' } })).status).toBe(401);
    expect((await h.req('POST', '/api/login', { body: { username: p.username, password: 'newpass123' } })).status).toBe(200);
  });
});
