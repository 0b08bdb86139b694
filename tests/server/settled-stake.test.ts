import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { all, inTx } from '../../server/db/client';
import { recordSettledStake, referralReward } from '../../server/lib/settled-stake';
import { adminReq, freshPlayer } from './funds-helpers';
import { type Harness, startHarness } from './harness';
import { launch } from './wallet-helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const idOf = async (username: string) => Number((await all<{ id: number }>(h.ctx.db, 'SELECT id FROM players WHERE username = ?', [username]))[0]?.id);
const settle = (playerId: number, taka: number, source = 'Slots turnover') => inTx(h.ctx.db, (tx) => recordSettledStake(tx, playerId, taka * 100, source));

/** Signs up a player with a referral code; their own code. */
async function referred(by: string): Promise<{ id: number; code: string }> {
  const username = `ref${Math.random().toString(36).slice(2, 10)}`;
  const r = await h.signUp({
    username,
    password: 'abc12345',
    confirmPassword: 'abc12345',
    name: 'Ref',
    phone: '01722222222',
    email: `${username}@example.com`,
    currency: 'BDT',
    referral_code: by,
  });
  expect(r.status, r.text).toBe(201);
  const row = (await all<{ id: number; referral_code: string }>(h.ctx.db, 'SELECT id, referral_code FROM players WHERE username = ?', [username]))[0];
  return { id: Number(row?.id), code: String(row?.referral_code) };
}

describe('what a settled stake feeds', () => {
  it('turnover tickets oldest first, never below 0; a finished ticket is complete with its time', async () => {
    const id = await idOf((await freshPlayer(h)).username);
    const at = (min: number) => new Date(Date.now() - min * 60_000).toISOString();
    for (const [req, created] of [
      [300_00, at(30)],
      [500_00, at(20)],
    ] as const) {
      await h.ctx.db.execute({
        sql: "INSERT INTO turnovers (player_id, status, required_turnover, remaining_turnover, created_at, updated_at) VALUES (?, 'active', ?, ?, ?, ?)",
        args: [id, req, req, created, created],
      });
    }
    await settle(id, 350);
    let rows = await all<{ status: string; remaining_turnover: number }>(
      h.ctx.db,
      'SELECT status, remaining_turnover FROM turnovers WHERE player_id = ? ORDER BY id',
      [id],
    );
    expect(rows).toEqual([
      { status: 'complete', remaining_turnover: 0 },
      { status: 'active', remaining_turnover: 450_00 },
    ]);
    await settle(id, 1000);
    rows = await all(h.ctx.db, 'SELECT status, remaining_turnover FROM turnovers WHERE player_id = ? ORDER BY id', [id]);
    expect(rows).toEqual([
      { status: 'complete', remaining_turnover: 0 },
      { status: 'complete', remaining_turnover: 0 },
    ]);
  });

  it('1 VP per 100 taka settled, carried across stakes, shown as VP Received with its source', async () => {
    const id = await idOf((await freshPlayer(h)).username);
    await settle(id, 150, 'Slots turnover');
    await settle(id, 40, 'Crash turnover');
    await settle(id, 10, 'Crash turnover');
    const got = await all(h.ctx.db, "SELECT points, source FROM vip_points WHERE player_id = ? AND kind = 'received' ORDER BY id", [id]);
    expect(got).toEqual([
      { points: 1, source: 'Slots turnover' },
      { points: 1, source: 'Crash turnover' },
    ]);
    expect((await all(h.ctx.db, 'SELECT vip_coin FROM players WHERE id = ?', [id]))[0]).toEqual({ vip_coin: 2 });
    await settle(id, 10_000);
    const hist = await all<{ level: string }>(h.ctx.db, 'SELECT level FROM vip_history WHERE player_id = ?', [id]);
    expect(hist.map((x) => x.level)).toEqual(['Bronze']);
  });

  it('referral: the uplines of three tiers accrue by the ratio board, claimable once', async () => {
    expect(referralReward([100_00, 0, 0])).toBe(0); // not above 100 taka
    expect(referralReward([1_000_00, 0, 0])).toBe(1_00); // 0.1 %
    expect(referralReward([300_000_00, 0, 0])).toBe(450_00); // above 200,000: 0.15 %
    expect(referralReward([0, 0, 600_000_00])).toBe(180_00); // above 500,000, tier 3: 0.03 %
    const a = await referred('DEMO2026');
    const b = await referred(a.code);
    const c = await referred(b.code);
    await settle(c.id, 20_000);
    const reward = async (pid: number) =>
      (
        await all<{ turnover: number; cash_reward: number; status: string }>(
          h.ctx.db,
          'SELECT turnover, cash_reward, status FROM referral_rewards WHERE player_id = ? AND details = ?',
          [pid, 'Referral turnover'],
        )
      )[0];
    expect(await reward(b.id)).toEqual({ turnover: 20_000_00, cash_reward: 20_00, status: 'claimable' });
    expect(await reward(a.id)).toEqual({ turnover: 20_000_00, cash_reward: 10_00, status: 'claimable' });
    const demoId = await idOf('demoplayer');
    expect((await reward(demoId))?.cash_reward).toBe(2_00);
    // b claims: the reward lands in the balance once
    await h.ctx.db.execute({
      sql: 'UPDATE players SET password_hash = (SELECT password_hash FROM players WHERE username = ?) WHERE id = ?',
      args: ['demoplayer', b.id],
    });
    const bName = (await all<{ username: string }>(h.ctx.db, 'SELECT username FROM players WHERE id = ?', [b.id]))[0]?.username ?? '';
    const s = await h.login(bName, 'demo12345');
    const claim = await h.req('POST', '/api/cash-claim', { token: s.token, body: {} });
    expect(claim.json).toMatchObject({ success: true, amount: '20.00', balance: '20.00' });
    expect((await h.req('POST', '/api/cash-claim', { token: s.token, body: {} })).status).toBe(422);
  });
});

describe('bonus turnover and withdrawal', () => {
  it('a bonus deposit blocks withdrawal until play completes its turnover', async () => {
    const p = await freshPlayer(h, { dofb: '1990-05-15', balance: 2_000_00 });
    const pid = await idOf(p.username);
    const methods = (await h.req('GET', '/api/payment-methods')).json as Array<{ id: number; name: string; account_type: string }>;
    const bkash = methods.find((m) => m.name === 'bKash' && m.account_type === 'Agent');
    const dep = await h.req('POST', '/api/submit-deposit', {
      token: p.token,
      body: { remote_id: p.remote_id, account_number: p.phone, transaction_id: `TRXB${Date.now()}`, amount: '1000', payment_id: bkash?.id, promotion_id: 3 },
    });
    expect(dep.status, dep.text).toBe(200);
    expect((await adminReq(h, `/api/admin/deposits/${dep.json.transaction.id}/settle`, { status: 'success' })).status).toBe(200);
    const check = () => h.req('GET', `/api/userwithdrawcheck?remote_id=${p.remote_id}`, { token: p.token });
    const refused = await check();
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe('You have an active turnover requirement. Complete your turnover before making a withdrawal.');
    const [ticket] = await all<{ required_turnover: number }>(h.ctx.db, 'SELECT required_turnover FROM turnovers WHERE player_id = ?', [pid]);
    const session = await launch(h, p);
    let staked = 0;
    for (let i = 0; staked < Number(ticket?.required_turnover); i++) {
      const r = await h.req('POST', '/api/provider/slot/spin', { body: { session, stake: 100, request_id: `bonus-play-${i}` } });
      if (r.status === 402) break; // out of money: the test below would then fail, as it should
      staked += 100_00;
    }
    const after = await all(h.ctx.db, 'SELECT status, remaining_turnover FROM turnovers WHERE player_id = ?', [pid]);
    expect(after).toEqual([{ status: 'complete', remaining_turnover: 0 }]);
    expect((await check()).status).toBe(200);
  });
});
