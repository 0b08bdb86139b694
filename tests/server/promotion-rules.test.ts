import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DepositPromotionsAnswer } from '../../src/api/contract/funds';
import { adminReq, balanceOf, deposit, freshPlayer, h, methodId, useFundsHarness } from './funds-helpers';

useFundsHarness();

/**
 * A promotion's rules as its text states them ("first deposit, up to 10,000 taka"), held by the
 * server on every deposit path and again at settlement.
 */
type Player = Awaited<ReturnType<typeof freshPlayer>>;

const promotionId = async (name: string) => Number((await h.ctx.db.execute({ sql: 'SELECT id FROM promotions WHERE name = ?', args: [name] })).rows[0]?.id);
const WELCOME = 'Welcome Offer 100%';
const FIRST_ONLY = 'This promotion is for your first deposit only.';
const settle = async (id: number) => expect((await adminReq(h, `/api/admin/deposits/${id}/settle`, { status: 'success' })).status).toBe(200);
const offered = async (p: Player) => {
  const r = await h.req('GET', '/api/deposit-promotions', { token: p.token });
  expect(r.status).toBe(200);
  return v.parse(DepositPromotionsAnswer, r.json).data;
};
const ewaRequest = (p: Player, amount: string, promotion: number | null) =>
  h.req('POST', '/api/ewa/request', { token: p.token, body: { amount, type: 'Personal', provider: 'OKWallet', promotion } });
const ewaConfirm = (p: Player, reference: string) =>
  h.req('POST', '/api/ewa/confirm', { token: p.token, body: { trx_id: reference, trxid: `OKW${Math.random().toString(36).slice(2, 10)}`, number: p.phone } });

describe('the welcome bonus: first deposit, up to ৳10,000', () => {
  it('two ৳25,000 deposits with it: the first earns ৳10,000 of bonus, the second is refused with the rule', async () => {
    const p = await freshPlayer(h);
    const welcome = await promotionId(WELCOME);
    const first = await deposit(p, { amount: '25000', promotion_id: welcome });
    expect(first.status).toBe(200);
    await settle(first.json.transaction.id);
    expect(await balanceOf(p.token)).toEqual({ balance: '25000.00', bonus_balance: '10000.00' });
    // its turnover: (deposit + bonus) x 10, as the text says
    const turnover = await h.req('GET', `/api/turnovers?remote_id=${p.remote_id}`, { token: p.token });
    expect(turnover.json.data[0]).toMatchObject({ required_turnover: '350000.00' });
    const second = await deposit(p, { amount: '25000', promotion_id: welcome });
    expect(second.status).toBe(422);
    expect(second.json.message).toBe(FIRST_ONLY);
    expect((await deposit(p, { amount: '25000' })).status).toBe(200);
  });

  it('two deposits with it pending at once: only the first credited earns a bonus', async () => {
    const p = await freshPlayer(h);
    const welcome = await promotionId(WELCOME);
    const first = await deposit(p, { amount: '1000', promotion_id: welcome });
    // a second pending deposit the one-pending rule did not stop (made before it, or by an operator)
    const payment = await methodId('bKash', 'Agent');
    const now = new Date().toISOString();
    const second = await h.ctx.db.execute({
      sql: `INSERT INTO transactions (player_id, key, action, amount, transaction_id, account_number, payment_method_id, promotion_id, created_at, updated_at)
            VALUES (?, 0, 'deposit', 200000, 'PARALLEL0001', ?, ?, ?, ?, ?)`,
      args: [Number(p.remote_id), p.phone, payment, welcome, now, now],
    });
    await settle(Number(second.lastInsertRowid));
    await settle(first.json.transaction.id);
    expect(await balanceOf(p.token)).toEqual({ balance: '3000.00', bonus_balance: '2000.00' });
    const bonuses = await h.ctx.db.execute({
      sql: "SELECT COUNT(*) AS n FROM transactions WHERE player_id = ? AND action = 'bonus'",
      args: [Number(p.remote_id)],
    });
    expect(Number(bonuses.rows[0]?.n)).toBe(1);
  });

  it('e-wallet: refused at the request after a first deposit, and at the confirmation when one was credited in between', async () => {
    const welcome = await promotionId(WELCOME);
    const p = await freshPlayer(h);
    const req = await ewaRequest(p, '2000', welcome);
    expect(req.status).toBe(200);
    const manual = await deposit(p, { amount: '500' });
    await settle(manual.json.transaction.id);
    const late = await ewaConfirm(p, req.json.transaction);
    expect(late.status).toBe(422);
    expect(late.json.message).toBe(FIRST_ONLY);
    const again = await ewaRequest(p, '2000', welcome);
    expect(again.status).toBe(422);
    expect(again.json.message).toBe(FIRST_ONLY);
    expect((await ewaRequest(p, '2000', null)).status).toBe(200);
  });

  it('a failed first deposit leaves the welcome bonus to the next one', async () => {
    const p = await freshPlayer(h);
    const failed = await deposit(p, { amount: '1000' });
    await adminReq(h, `/api/admin/deposits/${failed.json.transaction.id}/settle`, { status: 'fail' });
    const ok = await deposit(p, { amount: '1000', promotion_id: await promotionId(WELCOME) });
    expect(ok.status).toBe(200);
    await settle(ok.json.transaction.id);
    expect((await balanceOf(p.token)).bonus_balance).toBe('1000.00');
  });
});

describe('a cap and a minimum', () => {
  it('Slots Reload 20% up to ৳2,000: a ৳25,000 deposit earns ৳2,000', async () => {
    const p = await freshPlayer(h);
    const r = await deposit(p, { amount: '25000', promotion_id: await promotionId('Slots Reload 20%') });
    await settle(r.json.transaction.id);
    expect((await balanceOf(p.token)).bonus_balance).toBe('2000.00');
  });

  it('Table Games Weekend, deposits of ৳500 or more: less is refused on both paths, with the rule', async () => {
    const p = await freshPlayer(h);
    const table = await promotionId('Table Games Weekend');
    const small = await deposit(p, { amount: '499', promotion_id: table });
    expect(small.status).toBe(422);
    expect(small.json.message).toBe('This promotion needs a deposit of at least 500 BDT.');
    expect((await ewaRequest(p, '499', table)).json.message).toBe('This promotion needs a deposit of at least 500 BDT.');
    const enough = await deposit(p, { amount: '500', promotion_id: table });
    expect(enough.status).toBe(200);
    await settle(enough.json.transaction.id);
    expect((await balanceOf(p.token)).bonus_balance).toBe('75.00');
  });

  it('at settlement the rules as they are then: a minimum raised meanwhile gives no bonus', async () => {
    const p = await freshPlayer(h);
    const table = await promotionId('Table Games Weekend');
    const r = await deposit(p, { amount: '600', promotion_id: table });
    await h.ctx.db.execute({ sql: 'UPDATE promotions SET min_deposit = 100000 WHERE id = ?', args: [table] });
    try {
      await settle(r.json.transaction.id);
    } finally {
      await h.ctx.db.execute({ sql: 'UPDATE promotions SET min_deposit = 50000 WHERE id = ?', args: [table] });
    }
    expect(await balanceOf(p.token)).toEqual({ balance: '600.00', bonus_balance: '0.00' });
  });
});

describe('GET /api/deposit-promotions', () => {
  it('says which deposit promotions the player can take now, with their rules; never cached', async () => {
    const p = await freshPlayer(h);
    const before = await offered(p);
    const welcome = before.find((x) => x.name === WELCOME);
    expect(welcome).toMatchObject({ deposit_bouns: 100, first_deposit_only: true, bonus_cap: '10000.00', min_deposit: '0.00', eligible: true, reason: null });
    expect(before.find((x) => x.name === 'Table Games Weekend')).toMatchObject({ min_deposit: '500.00', eligible: true });
    // only promotions with a deposit bonus, and none that is not offered
    expect(before.every((x) => x.deposit_bouns > 0)).toBe(true);
    expect(before.some((x) => x.name === 'Old Summer Offer')).toBe(false);
    const r = await deposit(p, { amount: '1000' });
    // a pending first deposit already is the first deposit
    expect((await offered(p)).find((x) => x.name === WELCOME)).toMatchObject({ eligible: false, reason: FIRST_ONLY });
    await settle(r.json.transaction.id);
    const after = await offered(p);
    expect(after.find((x) => x.name === WELCOME)).toMatchObject({ eligible: false, reason: FIRST_ONLY });
    expect(after.find((x) => x.name === 'Slots Reload 20%')).toMatchObject({ eligible: true, bonus_cap: '2000.00' });
    const raw = await h.req('GET', '/api/deposit-promotions', { token: p.token });
    expect(raw.headers.get('Cache-Control')).toBe('no-store');
  });

  it('needs a token', async () => {
    expect((await h.req('GET', '/api/deposit-promotions')).status).toBe(401);
  });
});
