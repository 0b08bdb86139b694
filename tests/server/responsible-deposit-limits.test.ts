import { describe, expect, it } from 'vitest';
import { freshPlayer } from './funds-helpers';
import { at, deposit, HOUR, h, setLimits, settle, state, T0, useResponsibleHarness } from './responsible-helpers';

useResponsibleHarness();

describe('deposit limits', () => {
  it('lets a deposit equal to what is left through and refuses one paisa more, with the amount left and when it resets', async () => {
    at(0);
    const p = await freshPlayer(h);
    expect((await setLimits(p, 'deposit', { daily: '1000' })).status).toBe(200);
    const over = await deposit(p, '1000.01');
    expect(over.status).toBe(422);
    expect(over.json.message).toBe('This deposit would exceed your daily deposit limit. You can deposit up to ৳ 1,000.00 until 2026-11-26 00:00 GMT+6.');
    const equal = await deposit(p, '1000');
    expect(equal.status).toBe(200);
    await settle(equal.json.transaction.id);
    const none = await deposit(p, '100');
    expect(none.json.message).toBe('This deposit would exceed your daily deposit limit. You can deposit up to ৳ 0.00 until 2026-11-26 00:00 GMT+6.');
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
    expect(wallet.json.message).toContain('You can deposit up to ৳ 1,000.00 until');
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
    expect(r.json.message).toBe('This deposit would exceed your weekly deposit limit. You can deposit up to ৳ 1,200.00 until 2026-11-30 00:00 GMT+6.');
    const month = await freshPlayer(h);
    await setLimits(month, 'deposit', { monthly: '300' });
    expect((await deposit(month, '300.01')).json.message).toBe(
      'This deposit would exceed your monthly deposit limit. You can deposit up to ৳ 300.00 until 2026-12-01 00:00 GMT+6.',
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
