import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, newPlayer, startHarness } from './harness';

/**
 * Sign-up as a way to learn which usernames (and referral codes) exist: nothing that reads the
 * players table answers before the captcha is right and the address has a sign-up left.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ SIGNUPS_PER_ADDRESS: '2' });
});
afterAll(() => h.close());

const post = (body: Record<string, unknown>, address = '10.20.0.1') => h.req('POST', '/api/v1/create-players', { body, address });

describe('sign-up before the captcha', () => {
  it('a bare username: the taken one and a free one get the same answer', async () => {
    const taken = await post({ username: 'demoplayer' });
    const free = await post({ username: 'nobodyhere42' });
    expect(taken.status).toBe(422);
    expect(JSON.stringify(taken.json)).not.toMatch(/taken/);
    expect(taken.json).toEqual(free.json);
  });

  it('a whole form without a captcha: the same answer for a taken and a free username, about the captcha only', async () => {
    const taken = await post(newPlayer('demoplayer'));
    const free = await post(newPlayer('nobodyhere42'));
    expect(taken.status).toBe(422);
    expect(taken.json).toEqual(free.json);
    expect(taken.json.errors).toEqual({ captcha: ['The captcha is not correct.'] });
  });

  it('a whole form with a wrong captcha: the same answer for a taken and a free username', async () => {
    const wrong = async (username: string) => {
      const cap = (await h.req('GET', '/captcha?format=json')).json;
      const answer = String((await h.dev('GET', `/api/dev/captcha/${cap.id}`)).json.answer);
      const other = String((Number(answer) + 1) % 10_000).padStart(4, '0');
      return post({ ...newPlayer(username), captcha: other, captcha_id: cap.id });
    };
    const taken = await wrong('demoplayer');
    const free = await wrong('nobodyhere43');
    expect(taken.status).toBe(422);
    expect(taken.json).toEqual(free.json);
    expect(Object.keys(taken.json.errors)).toEqual(['captcha']);
  });

  it('a referral code is not checked before the captcha either', async () => {
    const real = await post({ ...newPlayer('refprobe01'), referral_code: 'DEMO2026' });
    const unknown = await post({ ...newPlayer('refprobe01'), referral_code: 'NOPE0000' });
    expect(real.json).toEqual(unknown.json);
    expect(unknown.json.errors.referral_code).toBeUndefined();
  });
});

describe('sign-up past the limit of its address', () => {
  it('answers 429 before saying whether the username is taken', async () => {
    const address = '10.20.0.9';
    for (const name of ['limitprobe01', 'limitprobe02']) {
      expect((await h.signUp(newPlayer(name), { address })).status).toBe(201);
    }
    const probe = await h.signUp(newPlayer('demoplayer'), { address });
    expect(probe.status).toBe(429);
    expect(JSON.stringify(probe.json)).not.toMatch(/taken/);
  });

  it("a taken username counts as one of the address's tries: each answer about a name costs one", async () => {
    const address = '10.20.0.10';
    expect((await h.signUp(newPlayer('demoplayer'), { address })).status).toBe(422);
    expect((await h.signUp(newPlayer('demoplayer'), { address })).status).toBe(422);
    expect((await h.signUp(newPlayer('demoplayer'), { address })).status).toBe(429);
  });
});
