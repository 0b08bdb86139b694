import { describe, expect, it } from 'vitest';
import { adminReq, balanceOf, freshPlayer, h, methodId, useFundsHarness } from './funds-helpers';

useFundsHarness();

describe('withdrawal', () => {
  const withdraw = async (p: { token: string; remote_id: string; phone: string }, extra: Record<string, unknown> = {}) =>
    h.req('POST', '/api/submit-withdraw', {
      token: p.token,
      body: { remote_id: p.remote_id, account_number: p.phone, amount: '1000', payment_id: await methodId('bKash', 'Personal'), provider: 'bKash', ...extra },
    });

  it('checks eligibility: birthday, then open turnover', async () => {
    const noBirthday = await freshPlayer(h, { balance: 5_000_00 });
    const r1 = await h.req('GET', `/api/userwithdrawcheck?remote_id=${noBirthday.remote_id}`, { token: noBirthday.token });
    expect(r1.status).toBe(400);
    expect(r1.json.message).toContain('Date of Birth');
    const ready = await freshPlayer(h, { balance: 5_000_00, dofb: '1990-05-15' });
    const r2 = await h.req('GET', `/api/userwithdrawcheck?remote_id=${ready.remote_id}`, { token: ready.token });
    expect(r2.status).toBe(200);
    await h.ctx.db.execute({
      sql: "INSERT INTO turnovers (player_id, status, required_turnover, remaining_turnover, created_at, updated_at) VALUES (?, 'active', 100000, 50000, ?, ?)",
      args: [Number(ready.remote_id), new Date().toISOString(), new Date().toISOString()],
    });
    const r3 = await h.req('GET', `/api/userwithdrawcheck?remote_id=${ready.remote_id}`, { token: ready.token });
    expect(r3.status).toBe(400);
    expect(r3.json.message).not.toContain('Date of Birth');
    expect((await withdraw(ready)).status).toBe(400);
    const other = await freshPlayer(h);
    expect((await h.req('GET', `/api/userwithdrawcheck?remote_id=${other.remote_id}`, { token: ready.token })).status).toBe(403);
  });

  it('debits the balance at once and refuses a second pending request', async () => {
    const p = await freshPlayer(h, { balance: 5_000_00, dofb: '1990-05-15' });
    const r = await withdraw(p, { amount: '1200.25' });
    expect(r.status).toBe(200);
    expect(r.json.message).toBe('Withdrawal successful!');
    expect((await balanceOf(p.token)).balance).toBe('3799.75');
    const second = await withdraw(p);
    expect(second.status).toBe(409);
    expect(second.json.message).toBe('You already have a withdraw request pending. Please wait for it to be processed before making another withdraw request.');
    expect((await balanceOf(p.token)).balance).toBe('3799.75');
    // rejected by the operator: the money comes back
    await adminReq(h, `/api/admin/withdrawals/${r.json.transaction.id}/settle`, { status: 'fail' });
    expect((await balanceOf(p.token)).balance).toBe('5000.00');
  });

  it('refuses an overdraft, even when requests race', async () => {
    const p = await freshPlayer(h, { balance: 800_00, dofb: '1990-05-15' });
    const over = await withdraw(p, { amount: '900' });
    expect(over.status).toBe(422);
    expect(over.json.message).toBe('Insufficient balance.');
    const race = await Promise.all([withdraw(p, { amount: '600' }), withdraw(p, { amount: '600' })]);
    expect(race.map((x) => x.status).sort()).toEqual([200, 409]);
    expect((await balanceOf(p.token)).balance).toBe('200.00');
  });

  it('validates amount, account number and method, and a foreign remote_id', async () => {
    const p = await freshPlayer(h, { balance: 5_000_00, dofb: '1990-05-15' });
    expect((await withdraw(p, { amount: '' })).json.message).toBe('Amount is required.');
    expect((await withdraw(p, { amount: '100' })).json.message).toBe('The withdrawal amount must be between 500 and 25,000 BDT.');
    expect((await withdraw(p, { account_number: '123' })).json.message).toBe('Please provide a valid 11-digit account number.');
    expect((await withdraw(p, { payment_id: 99999 })).json.message).toBe('Please select your payment method.');
    const other = await freshPlayer(h);
    expect((await withdraw(p, { remote_id: other.remote_id })).status).toBe(403);
    expect((await balanceOf(p.token)).balance).toBe('5000.00');
  });

  it('refuses every withdrawal while withdrawal_status is 0', async () => {
    const p = await freshPlayer(h, { balance: 5_000_00, dofb: '1990-05-15' });
    await h.ctx.db.execute('UPDATE general_settings SET withdrawal_status = 0');
    try {
      const r = await withdraw(p);
      expect(r.status).toBe(403);
      expect(r.json.message).toBe('No withdraw methods available. Try again later.');
      const g = await h.req('GET', '/api/general');
      expect(g.json[0].withdrawal_status).toBe(0);
    } finally {
      await h.ctx.db.execute('UPDATE general_settings SET withdrawal_status = 1');
    }
    expect((await balanceOf(p.token)).balance).toBe('5000.00');
  });
});
