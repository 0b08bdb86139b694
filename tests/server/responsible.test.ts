import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RgAnswer, RgSessionAnswer } from '../../src/api/contract/responsible';
import { PaymentMethodsAnswer } from '../../src/api/contract/funds';
import { inTx } from '../../server/db/client';
import { issueToken } from '../../server/lib/auth';
import { applyLedger } from '../../server/lib/ledger';
import { assertCanDeposit, assertCanPlay } from '../../server/lib/responsible';
import { adminReq, freshPlayer } from './funds-helpers';
import { type Harness, startHarness } from './harness';
import { playerInGame, wallet } from './wallet-helpers';

/** Wednesday 25 November 2026, 12:00 in Dhaka: the day ends at 18:00 UTC, the week on Monday 30th. */
const T0 = Date.parse('2026-11-25T06:00:00.000Z');
const HOUR = 3600_000;
let h: Harness;
let bkashAgent: number;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  h = await startHarness();
  const list = v.parse(PaymentMethodsAnswer, (await h.req('GET', '/api/payment-methods')).json);
  bkashAgent = (Array.isArray(list) ? list : list.pgs).find((m) => m.name === 'bKash' && m.account_type === 'Agent')?.id ?? 0;
});
afterAll(() => {
  h.close();
  vi.useRealTimers();
});

type P = Awaited<ReturnType<typeof freshPlayer>>;
let trx = 0;
const deposit = (p: P, amount: string) =>
  h.req('POST', '/api/submit-deposit', {
    token: p.token,
    body: { remote_id: p.remote_id, account_number: p.phone, transaction_id: `RGTRX${++trx}XYZ`, amount, payment_id: bkashAgent, promotion_id: null },
  });
const setLimits = (p: P, kind: 'deposit' | 'loss', limits: Record<string, string | null>) =>
  h.req('POST', '/api/responsible-gaming/limits', { token: p.token, body: { kind, limits } });
const state = async (p: P) => v.parse(RgAnswer, (await h.req('GET', '/api/responsible-gaming', { token: p.token })).json);
const settle = async (id: number) => expect((await adminReq(h, `/api/admin/deposits/${id}/settle`, { status: 'success' })).status).toBe(200);
const at = (offsetMs: number) => {
  h.ctx.clock.set(offsetMs);
  return T0 + offsetMs;
};
const playerId = (p: P) => Number(p.remote_id);

describe('deposit limits', () => {
  it('lets a deposit equal to what is left through and refuses one paisa more, with the amount left and when it resets', async () => {
    at(0);
    const p = await freshPlayer(h);
    expect((await setLimits(p, 'deposit', { daily: '1000' })).status).toBe(200);
    const over = await deposit(p, '1000.01');
    expect(over.status).toBe(422);
    expect(over.json.message).toBe('This deposit would exceed your daily deposit limit. You can deposit up to ৳1,000.00 until 2026-11-26 00:00 GMT+6.');
    const equal = await deposit(p, '1000');
    expect(equal.status).toBe(200);
    await settle(equal.json.transaction.id);
    const none = await deposit(p, '100');
    expect(none.json.message).toBe('This deposit would exceed your daily deposit limit. You can deposit up to ৳0.00 until 2026-11-26 00:00 GMT+6.');
    const s = await state(p);
    expect(s.deposit_limits.find((l) => l.period === 'daily')).toMatchObject({
      amount: '1000.00',
      used: '1000.00',
      left: '0.00',
      resets_at: '2026-11-25T18:00:00.000Z',
    });
  });

  it('refuses before the player pays: the wallet number and the e-wallet request ask the same question', async () => {
    at(0);
    const p = await freshPlayer(h);
    await setLimits(p, 'deposit', { daily: '1000' });
    const wallet = await h.req('GET', '/api/get-wallet-number?name=bKash&account_type=Agent&amount=1500', { token: p.token });
    expect(wallet.status).toBe(422);
    expect(wallet.json.message).toContain('You can deposit up to ৳1,000.00 until');
    const ewa = await h.req('POST', '/api/ewa/request', {
      token: p.token,
      body: { amount: '1500', type: 'Send Money', provider: 'OKWallet', promotion: null },
    });
    expect(ewa.status).toBe(422);
    expect(ewa.json.message).toContain('daily deposit limit');
  });

  it('names the limit that leaves the least: a weekly limit under the daily one', async () => {
    at(0);
    const p = await freshPlayer(h);
    await setLimits(p, 'deposit', { daily: '5000', weekly: '1200', monthly: '20000' });
    const r = await deposit(p, '1500');
    expect(r.json.message).toBe('This deposit would exceed your weekly deposit limit. You can deposit up to ৳1,200.00 until 2026-11-30 00:00 GMT+6.');
    const month = await freshPlayer(h);
    await setLimits(month, 'deposit', { monthly: '300' });
    expect((await deposit(month, '300.01')).json.message).toBe(
      'This deposit would exceed your monthly deposit limit. You can deposit up to ৳300.00 until 2026-12-01 00:00 GMT+6.',
    );
  });

  it('lowers at once, raises and removes only 24 hours later (shown as pending with its time)', async () => {
    at(0);
    const p = await freshPlayer(h);
    await setLimits(p, 'deposit', { daily: '1000' });
    await setLimits(p, 'deposit', { daily: '2000' });
    let daily = (await state(p)).deposit_limits.find((l) => l.period === 'daily');
    expect(daily).toMatchObject({ amount: '1000.00', pending: { amount: '2000.00', effective_at: new Date(T0 + 24 * HOUR).toISOString() } });
    at(24 * HOUR - 1);
    expect((await deposit(p, '1500')).status).toBe(422);
    at(24 * HOUR);
    daily = (await state(p)).deposit_limits.find((l) => l.period === 'daily');
    expect(daily).toMatchObject({ amount: '2000.00', pending: null });
    // the real-time deposit row is dated yesterday on the moved clock's calendar: this one is today's first
    expect((await deposit(p, '1500')).status).toBe(200);

    await setLimits(p, 'deposit', { daily: null });
    daily = (await state(p)).deposit_limits.find((l) => l.period === 'daily');
    expect(daily).toMatchObject({ amount: '2000.00', pending: { amount: null } });
    await setLimits(p, 'deposit', { daily: '500' });
    daily = (await state(p)).deposit_limits.find((l) => l.period === 'daily');
    expect(daily).toMatchObject({ amount: '500.00', pending: null });
    at(0);
  });
});

describe('loss limits', () => {
  /** A round as the ledger books it: the stake out, the win back (paisa), at a time on the frozen calendar. */
  const round = (p: P, stake: number, win: number, at = T0) =>
    inTx(h.ctx.db, async (tx) => {
      await applyLedger(tx, { playerId: playerId(p), kind: 'bet', amount: -stake, at: new Date(at).toISOString() });
      if (win > 0) await applyLedger(tx, { playerId: playerId(p), kind: 'win', amount: win, at: new Date(at).toISOString() });
    });

  it('counts stakes minus wins from the ledger: a stake that reaches the limit passes, one paisa more is refused', async () => {
    at(0);
    const p = await freshPlayer(h, { balance: 1_000_00 });
    await setLimits(p, 'loss', { daily: '100', weekly: '500' });
    await round(p, 60_00, 10_00); // net loss 50.00
    await expect(assertCanPlay(h.ctx.db, playerId(p), 50_00, T0)).resolves.toBeUndefined();
    await expect(assertCanPlay(h.ctx.db, playerId(p), 50_01, T0)).rejects.toThrow('You have reached your daily loss limit.');
    const daily = (await state(p)).loss_limits.find((l) => l.period === 'daily');
    expect(daily).toMatchObject({ used: '50.00', left: '50.00' });
    const session = v.parse(RgSessionAnswer, (await h.req('GET', '/api/responsible-gaming/session', { token: p.token })).json);
    expect(session.net).toBe('-50.00');
    expect((await setLimits(p, 'loss', { monthly: '100' })).status).toBe(422);
    expect((await state(p)).loss_limits.map((l) => l.period)).toEqual(['daily', 'weekly']);
  });

  it('yesterday counts for the week, not the day; a win lowers the net loss', async () => {
    at(0);
    const p = await freshPlayer(h, { balance: 2_000_00 });
    await setLimits(p, 'loss', { daily: '300', weekly: '500' });
    await round(p, 450_00, 0, T0 - 24 * HOUR);
    await expect(assertCanPlay(h.ctx.db, playerId(p), 50_00, T0)).resolves.toBeUndefined();
    await expect(assertCanPlay(h.ctx.db, playerId(p), 50_01, T0)).rejects.toThrow('You have reached your weekly loss limit.');
    await round(p, 10_00, 110_00);
    await expect(assertCanPlay(h.ctx.db, playerId(p), 150_00, T0)).resolves.toBeUndefined();
  });

  it('a game launch is refused once the limit is reached', async () => {
    at(0);
    const p = await freshPlayer(h, { balance: 500_00 });
    await setLimits(p, 'loss', { daily: '100' });
    await round(p, 100_00, 0);
    const r = await h.req('POST', '/api/game-run', {
      token: p.token,
      body: { userId: p.remote_id, externalURL: 'http://127.0.0.1', isMobileLogin: true, gameCode: 'JILI-SLOT-001', gameType: 'SLOT', platform: 'JILI' },
    });
    expect(r.status).toBe(403);
    expect(r.json.message).toBe('You have reached your daily loss limit.');
  });
});

describe('loss limits at the wallet', () => {
  it("a round's debit that could pass the limit is refused with the message and books nothing; reaching it exactly passes", async () => {
    at(0);
    const p = await playerInGame(h, 500_00);
    await setLimits(p, 'loss', { daily: '100' });
    const debit = (round: string, amount: string) => wallet(h, 'debit', { session: p.session, round_id: round, transaction_id: `${round}-d`, amount });
    expect((await debit('rg-1', '60.00')).json.status).toBe('OK');
    expect((await wallet(h, 'credit', { session: p.session, round_id: 'rg-1', transaction_id: 'rg-1-c', amount: '0.00' })).json.status).toBe('OK');
    const over = await debit('rg-2', '40.01');
    expect(over.json).toMatchObject({ status: 'PLAYER_BLOCKED', message: 'You have reached your daily loss limit.' });
    expect((await state(p)).loss_limits.find((l) => l.period === 'daily')).toMatchObject({ used: '60.00', left: '40.00' });
    expect((await debit('rg-3', '40.00')).json.status).toBe('OK');
    expect((await debit('rg-4', '0.01')).json.status).toBe('PLAYER_BLOCKED');
    expect((await h.req('POST', '/api/balance', { token: p.token })).json.balance).toBe('400.00');
  });
});

describe('break and self-exclusion', () => {
  const block = (p: P, body: Record<string, unknown>) => h.req('POST', '/api/responsible-gaming/block', { token: p.token, body });
  const login = (p: P) => h.req('POST', '/api/login', { body: { username: p.username, password: 'abc12345' } });
  const launch = (token: string, p: P) =>
    h.req('POST', '/api/game-run', {
      token,
      body: { userId: p.remote_id, externalURL: 'http://127.0.0.1', isMobileLogin: true, gameCode: 'JILI-SLOT-001', gameType: 'SLOT', platform: 'JILI' },
    });

  it('asks for the password and the confirmation', async () => {
    at(0);
    const p = await freshPlayer(h);
    expect((await block(p, { kind: 'break', duration: '24h', password: 'wrong123' })).status).toBe(422);
    const wrong = await block(p, { kind: 'break', duration: '24h', password: 'wrong123', confirm: true });
    expect(wrong.json.message).toBe('The password is not correct.');
    expect((await block(p, { kind: 'break', duration: '1y', password: 'abc12345', confirm: true })).status).toBe(422);
    expect((await h.req('POST', '/api/balance', { token: p.token })).status).toBe(200);
  });

  it('a break ends every session, refuses login, deposits and play, and ends exactly when it says', async () => {
    at(0);
    const p = await freshPlayer(h);
    const r = await block(p, { kind: 'break', duration: '24h', password: 'abc12345', confirm: true });
    expect(r.status).toBe(200);
    expect(r.json.message).toBe('Your account is on a break until 2026-11-26 12:00 GMT+6.');
    expect((await h.req('POST', '/api/balance', { token: p.token })).status).toBe(401);
    const refused = await login(p);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('Your account is on a break until 2026-11-26 12:00 GMT+6.');
    // a session made behind the server's back still cannot deposit or play
    const token = await issueToken(h.ctx.db, playerId(p));
    const launched = await launch(token, p);
    expect(launched.status).toBe(403);
    expect(launched.json.message).toBe('Your account is on a break until 2026-11-26 12:00 GMT+6.');
    expect((await deposit({ ...p, token }, '500')).json.message).toBe('Your account is on a break until 2026-11-26 12:00 GMT+6.');
    await expect(assertCanDeposit(h.ctx.db, playerId(p), 100_00, T0)).rejects.toThrow('on a break');
    await expect(assertCanPlay(h.ctx.db, playerId(p), 1, T0)).rejects.toThrow('on a break');

    at(24 * HOUR - 1);
    expect((await login(p)).status).toBe(403);
    at(24 * HOUR);
    expect((await login(p)).status).toBe(200);
    at(0);
  });

  it('cannot be shortened: a shorter break after a longer one keeps the longer end', async () => {
    at(0);
    const p = await freshPlayer(h);
    await block(p, { kind: 'break', duration: '7d', password: 'abc12345', confirm: true });
    const again = await h.login(p.username, 'abc12345').catch(() => null);
    expect(again).toBeNull();
    const token = await issueToken(h.ctx.db, playerId(p));
    const r = await block({ ...p, token }, { kind: 'break', duration: '24h', password: 'abc12345', confirm: true });
    expect(r.json.message).toBe('Your account is on a break until 2026-12-02 12:00 GMT+6.');
  });

  it('self-exclusion refuses login until its end; a permanent one never ends', async () => {
    at(0);
    const p = await freshPlayer(h);
    expect((await block(p, { kind: 'exclusion', duration: '6m', password: 'abc12345', confirm: true })).status).toBe(200);
    expect((await login(p)).json.message).toBe('Your account is self-excluded until 2027-05-25 12:00 GMT+6.');
    const end = Date.parse('2027-05-25T06:00:00.000Z') - T0;
    at(end - 1);
    expect((await login(p)).status).toBe(403);
    at(end);
    expect((await login(p)).status).toBe(200);
    at(0);

    const q = await freshPlayer(h);
    await block(q, { kind: 'exclusion', duration: 'permanent', password: 'abc12345', confirm: true });
    at(20 * 365 * 24 * HOUR);
    const forever = await login(q);
    expect(forever.status).toBe(403);
    expect(forever.json.message).toBe('Your account is permanently self-excluded.');
    at(0);
  });
});

describe('reality check, history and the operator view', () => {
  it('keeps every change with its time, and the operator reads it with the admin secret', async () => {
    at(0);
    const p = await freshPlayer(h);
    expect((await h.req('POST', '/api/responsible-gaming/reality-check', { token: p.token, body: { minutes: 45 } })).status).toBe(422);
    expect((await h.req('POST', '/api/responsible-gaming/reality-check', { token: p.token, body: { minutes: 30 } })).status).toBe(200);
    await setLimits(p, 'deposit', { daily: '1000' });
    await setLimits(p, 'deposit', { daily: '3000' });
    const s = await state(p);
    expect(s.reality_check).toBe(30);
    expect(s.history.map((x) => x.action)).toEqual(['limit_raise_requested', 'limit_set', 'reality_check']);
    expect(s.history[0]).toMatchObject({
      kind: 'deposit',
      period: 'daily',
      old_amount: '1000.00',
      new_amount: '3000.00',
      created_at: new Date(T0).toISOString(),
    });
    const session = v.parse(RgSessionAnswer, (await h.req('GET', '/api/responsible-gaming/session', { token: p.token })).json);
    expect(session).toMatchObject({ net: '0.00', reality_check: 30 });

    await h.req('POST', '/api/responsible-gaming/block', { token: p.token, body: { kind: 'break', duration: '30d', password: 'abc12345', confirm: true } });
    expect((await adminReq(h, `/api/admin/responsible-gaming?username=${p.username}`, undefined, null, 'GET')).status).toBe(403);
    const view = await adminReq(h, `/api/admin/responsible-gaming?username=${p.username}`, undefined, 'dev-admin-secret', 'GET');
    expect(view.status).toBe(200);
    expect(view.json).toMatchObject({ username: p.username, reality_check: 30, break_until: '2026-12-25T06:00:00.000Z' });
    expect(view.json.history[0]).toMatchObject({ action: 'break', detail: '30d' });
    const list = await adminReq(h, '/api/admin/responsible-gaming', undefined, 'dev-admin-secret', 'GET');
    expect(list.json.data.find((x: { username: string }) => x.username === p.username)).toMatchObject({ break_until: '2026-12-25T06:00:00.000Z', limits: 1 });
  });

  it('needs a login', async () => {
    expect((await h.req('GET', '/api/responsible-gaming')).status).toBe(401);
  });
});
