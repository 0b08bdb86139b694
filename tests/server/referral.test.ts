import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CashClaimAnswer, ReferralInfoAnswer, RewardHistoryAnswer } from '../../src/api/contract/referral';
import { type Harness, type Session, startWithTwoPlayers } from './harness';

let h: Harness;
let me: Session;
let other: Session;
beforeAll(async () => ({ h, me, other } = await startWithTwoPlayers()));
afterAll(() => h.close());

const info = async () => v.parse(ReferralInfoAnswer, (await h.req('GET', `/api/referral?remote_id=${me.remote_id}`, { token: me.token })).json).data;

describe('referral', () => {
  it('answers the code, downlines and reward figures', async () => {
    const d = await info();
    expect(d.referral_code).toBe('DEMO2026');
    expect(d.total_downlines).toBe(3);
    expect(d.active_downlines).toBe(2);
    expect(d.cash_rewards).toBe('20.40');
    expect(d.lifetime_cash_rewards).toBe('28.50');
  });

  it('answers the reward history', async () => {
    const out = v.parse(RewardHistoryAnswer, (await h.req('GET', `/api/referral/history?remote_id=${me.remote_id}`, { token: me.token })).json);
    expect(out.data).toHaveLength(5);
    expect(new Set(out.data.map((x) => x.status))).toEqual(new Set(['claimable', 'claimed', 'pending']));
  });

  it('refuses a foreign remote_id', async () => {
    expect((await h.req('GET', `/api/referral?remote_id=${other.remote_id}`, { token: me.token })).status).toBe(403);
    expect((await h.req('GET', `/api/referral/history?remote_id=${other.remote_id}`, { token: me.token })).status).toBe(403);
  });

  it('refuses a claim below 10 with the spec message', async () => {
    const r = await h.req('POST', '/api/cash-claim', { token: other.token, body: {} });
    expect(r.status).toBe(422);
    expect(r.json.message).toBe('You need at least 10 to claim all.');
  });

  it('claims all rewards into the main wallet once', async () => {
    const before = (await h.req('POST', '/api/balance', { token: me.token })).json.balance;
    const r = await h.req('POST', '/api/cash-claim', { token: me.token, body: {} });
    expect(r.status).toBe(200);
    const out = v.parse(CashClaimAnswer, r.json);
    expect(out.message).toBe('Bonus Claimed successfully.');
    expect(out.amount).toBe('20.40');
    const after = (await h.req('POST', '/api/balance', { token: me.token })).json.balance;
    expect(Number(after)).toBeCloseTo(Number(before) + 20.4, 2);
    expect((await info()).cash_rewards).toBe('0.00');
    const again = await h.req('POST', '/api/cash-claim', { token: me.token, body: {} });
    expect(again.status).toBe(422);
  });
});
