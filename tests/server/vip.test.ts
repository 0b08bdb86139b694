import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConvertAnswer, VipHistoryAnswer, VipPointsAnswer } from '../../src/api/contract/vip';
import { type Harness, type Session, startWithTwoPlayers } from './harness';

let h: Harness;
let me: Session;
let other: Session;
beforeAll(async () => ({ h, me, other } = await startWithTwoPlayers()));
afterAll(() => h.close());

const user = async () => (await h.req('GET', `/api/user/show?remote_id=${me.remote_id}`, { token: me.token })).json.data;

describe('vip points and history', () => {
  it('lists received and used points', async () => {
    const rec = v.parse(VipPointsAnswer, (await h.req('GET', `/api/vip-points?remote_id=${me.remote_id}&kind=received`, { token: me.token })).json);
    expect(rec.data.length).toBe(5);
    const used = v.parse(VipPointsAnswer, (await h.req('GET', `/api/vip-points?remote_id=${me.remote_id}&kind=used`, { token: me.token })).json);
    expect(used.data[0]?.amount).toBe('20.00');
  });
  it('answers the monthly history and the current level', async () => {
    const out = v.parse(VipHistoryAnswer, (await h.req('GET', `/api/vip-history?remote_id=${me.remote_id}`, { token: me.token })).json);
    expect(out.data).toHaveLength(4);
    expect(out.current.level).toBe('Bronze');
    expect(out.current.next_level).toBe('Silver');
  });
  it('refuses a foreign remote_id', async () => {
    expect((await h.req('GET', `/api/vip-points?remote_id=${other.remote_id}&kind=received`, { token: me.token })).status).toBe(403);
    expect((await h.req('GET', `/api/vip-history?remote_id=${other.remote_id}`, { token: me.token })).status).toBe(403);
    expect((await h.req('GET', `/api/convert-vipcoin?remote_id=${other.remote_id}&vip_coin=10`, { token: me.token })).status).toBe(403);
  });
});

describe('convert-vipcoin', () => {
  it('refuses fewer than 10 VP with the spec message and changes nothing', async () => {
    const before = await user();
    const r = await h.req('GET', `/api/convert-vipcoin?remote_id=${me.remote_id}&vip_coin=9`, { token: me.token });
    expect(r.status).toBe(422);
    expect(r.json.message).toBe('Minimum VP Required: 10');
    expect(await user()).toMatchObject({ balance: before.balance, vip_coin: before.vip_coin });
  });
  it('converts 10 VP to ৳10.00 atomically and refuses the same request twice', async () => {
    const before = await user();
    const r = await h.req('GET', `/api/convert-vipcoin?remote_id=${me.remote_id}&vip_coin=10&nonce=test-nonce-0001`, { token: me.token });
    expect(r.status).toBe(200);
    const out = v.parse(ConvertAnswer, r.json);
    expect(out.success).toBe(true);
    expect(out.vip_coin).toBe(before.vip_coin - 10);
    expect(Number(out.balance)).toBeCloseTo(Number(before.balance) + 10, 2);
    const again = await h.req('GET', `/api/convert-vipcoin?remote_id=${me.remote_id}&vip_coin=10&nonce=test-nonce-0001`, { token: me.token });
    expect(again.status).toBe(409);
    expect((await user()).vip_coin).toBe(before.vip_coin - 10);
  });
  it('refuses more points than the player has', async () => {
    const r = await h.req('GET', `/api/convert-vipcoin?remote_id=${me.remote_id}&vip_coin=100000`, { token: me.token });
    expect(r.status).toBe(422);
  });
  it('credits points through the operator endpoint only with the admin secret', async () => {
    const denied = await h.req('POST', '/api/admin/vip-points', { body: { username: 'demoplayer', points: 50 } });
    expect(denied.status).toBe(403);
    const before = await user();
    const app = (await import('../../server/app')).createApp(h.ctx);
    const ok = await app.request('/api/admin/vip-points', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Admin-Secret': h.ctx.config.adminSecret },
      body: JSON.stringify({ username: 'demoplayer', points: 50 }),
    });
    expect(ok.status).toBe(201);
    expect((await user()).vip_coin).toBe(before.vip_coin + 50);
  });
});
