import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentMethodsAnswer } from '../../src/api/contract/funds';
import { ChannelsAnswer, EwaRequestAnswer, SubmitAnswer, WalletNumberAnswer } from '../../src/api/contract/funds';
import { adminReq, freshPlayer } from './funds-helpers';
import { type Harness, startHarness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const balanceOf = async (token: string) => (await h.req('POST', '/api/balance', { token })).json as { balance: string; bonus_balance: string };
const methodId = async (name: string, accountType?: string) => {
  const list = v.parse(PaymentMethodsAnswer, (await h.req('GET', '/api/payment-methods')).json);
  const arr = Array.isArray(list) ? list : list.pgs;
  const m = arr.find((x) => x.name === name && (!accountType || x.account_type === accountType));
  if (!m) throw new Error(`no method ${name}`);
  return m.id;
};
const deposit = (p: { token: string; remote_id: string; phone: string }, extra: Record<string, unknown> = {}) =>
  methodId('bKash', 'Agent').then((payment_id) =>
    h.req('POST', '/api/submit-deposit', {
      token: p.token,
      body: {
        remote_id: p.remote_id,
        account_number: p.phone,
        transaction_id: `TRX${Math.random().toString(36).slice(2, 10)}`,
        amount: '1000',
        payment_id,
        promotion_id: null,
        ...extra,
      },
    }),
  );

describe('deposit channels and wallet numbers', () => {
  it('lists the channels of a provider with limits and the maintenance flag', async () => {
    const p = await freshPlayer(h);
    const r = await h.req('GET', '/api/showpayment-menthod?name=bKash', { token: p.token });
    expect(r.status).toBe(200);
    const out = v.parse(ChannelsAnswer, r.json);
    expect(out.success).toBe(true);
    expect(out.data.map((c) => c.account_type)).toEqual(['Agent', 'Personal', 'Merchant']);
    expect(out.data[0]).toMatchObject({ min_amount: '500.00', max_amount: '25000.00', maintenance: 0 });
    expect(out.data[2]?.maintenance).toBe(1);
  });

  it('needs a token and a known provider', async () => {
    expect((await h.req('GET', '/api/showpayment-menthod?name=bKash')).status).toBe(401);
    const p = await freshPlayer(h);
    const r = await h.req('GET', '/api/showpayment-menthod?name=UPAY', { token: p.token });
    expect(r.status).toBe(404);
  });

  it('answers the wallet numbers of a channel, refusing one under maintenance or outside its limits', async () => {
    const p = await freshPlayer(h);
    const ok = await h.req('GET', '/api/get-wallet-number?name=bKash&account_type=Agent&amount=1000', { token: p.token });
    expect(ok.status).toBe(200);
    expect(v.parse(WalletNumberAnswer, ok.json)[0]?.account_number).toBe('01911223344');
    const maint = await h.req('GET', '/api/get-wallet-number?name=bKash&account_type=Merchant&amount=1000', { token: p.token });
    expect(maint.status).toBe(409);
    const limit = await h.req('GET', '/api/get-wallet-number?name=bKash&account_type=Personal&amount=20000', { token: p.token });
    expect(limit.status).toBe(422);
    expect(limit.json.message).toBe('The amount for this channel must be between 500 and 10,000 BDT.');
  });
});

describe('manual deposit', () => {
  it('creates a pending deposit that shows in the transactions and leaves the balance alone', async () => {
    const p = await freshPlayer(h);
    const r = await deposit(p, { transaction_id: 'abc1234xyz' });
    expect(r.status).toBe(200);
    expect(v.parse(SubmitAnswer, r.json).message).toBe('Submission successful!');
    const list = await h.req('GET', `/api/transaction/show?remote_id=${p.remote_id}`, { token: p.token });
    expect(list.json.data[0]).toMatchObject({ key: 0, action: 'deposit', amount: '1000.00', transaction_id: 'ABC1234XYZ' });
    expect((await balanceOf(p.token)).balance).toBe('0.00');
  });

  it('refuses a second identical submission (same transaction id), also from another player', async () => {
    const p = await freshPlayer(h);
    const body = { transaction_id: 'SAMEID12345' };
    expect((await deposit(p, body)).status).toBe(200);
    const again = await deposit(p, body);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('This transaction ID has already been submitted.');
    const other = await freshPlayer(h);
    const stolen = await deposit(other, { transaction_id: 'sameid12345' });
    expect(stolen.status).toBe(409);
  });

  it('refuses a second pending deposit with the spec message', async () => {
    const p = await freshPlayer(h);
    expect((await deposit(p)).status).toBe(200);
    const second = await deposit(p);
    expect(second.status).toBe(409);
    expect(second.json.message).toBe('You already have a deposit request pending. Please wait for it to be processed before making another deposit.');
  });

  it('refuses a foreign remote_id, an unverified phone and bad fields', async () => {
    const p = await freshPlayer(h);
    const other = await freshPlayer(h);
    expect((await deposit(p, { remote_id: other.remote_id })).status).toBe(403);
    const unverified = await freshPlayer(h, { verified: false });
    const u = await deposit(unverified);
    expect(u.status).toBe(403);
    expect(u.json.message).toBe('Please verify your phone number first.');
    expect((await deposit(p, { account_number: '0171' })).json.message).toBe('Please provide a valid 11-digit account number.');
    expect((await deposit(p, { account_number: '01999999999' })).status).toBe(422);
    expect((await deposit(p, { transaction_id: 'ABC' })).json.message).toBe('Please provide your TRX ID. It should be valid.');
    expect((await deposit(p, { amount: '50' })).json.message).toBe('The deposit amount must be between 100 and 25,000 BDT.');
    expect((await deposit(p, { amount: '1e3' })).json.message).toBe('Please fill in your amount.');
    expect((await deposit(p, { payment_id: await methodId('UPAY') })).json.message).toBe('Please select a valid payment method.');
    expect((await h.req('POST', '/api/submit-deposit', { token: p.token, body: { remote_id: p.remote_id } })).status).toBe(422);
  });
});

describe('operator settlement', () => {
  it('settles a deposit once, crediting the main wallet, and needs the admin secret', async () => {
    const p = await freshPlayer(h);
    const r = await deposit(p, { amount: '1500.50' });
    const id = r.json.transaction.id as number;
    expect((await adminReq(h, `/api/admin/deposits/${id}/settle`, {}, null)).status).toBe(403);
    expect((await adminReq(h, `/api/admin/deposits/${id}/settle`, {}, 'wrong')).status).toBe(403);
    const pending = await adminReq(h, '/api/admin/deposits', undefined, 'dev-admin-secret', 'GET');
    expect(pending.json.data.some((t: { id: number }) => t.id === id)).toBe(true);
    const ok = await adminReq(h, `/api/admin/deposits/${id}/settle`, { status: 'success' });
    expect(ok.status).toBe(200);
    expect((await balanceOf(p.token)).balance).toBe('1500.50');
    expect((await adminReq(h, `/api/admin/deposits/${id}/settle`, {})).status).toBe(409);
    expect((await balanceOf(p.token)).balance).toBe('1500.50');
    const list = await h.req('GET', `/api/transaction/show?remote_id=${p.remote_id}`, { token: p.token });
    expect(list.json.data[0].key).toBe(1);
    // the pending slot is free again
    expect((await deposit(p)).status).toBe(200);
  });

  it('credits a promotion bonus to the bonus wallet and opens a turnover', async () => {
    const p = await freshPlayer(h);
    const promo = (await h.ctx.db.execute('SELECT id, deposit_bouns FROM promotions WHERE deposit_bouns = 20 LIMIT 1')).rows[0];
    const r = await deposit(p, { amount: '1000', promotion_id: Number(promo?.id) });
    await adminReq(h, `/api/admin/deposits/${r.json.transaction.id}/settle`, {});
    expect(await balanceOf(p.token)).toMatchObject({ balance: '1000.00', bonus_balance: '200.00' });
    const t = await h.req('GET', `/api/turnovers?remote_id=${p.remote_id}`, { token: p.token });
    expect(t.json.data[0]).toMatchObject({ status: 'active', required_turnover: '1200.00' });
  });

  it('a failed deposit credits nothing', async () => {
    const p = await freshPlayer(h);
    const r = await deposit(p);
    await adminReq(h, `/api/admin/deposits/${r.json.transaction.id}/settle`, { status: 'fail' });
    expect((await balanceOf(p.token)).balance).toBe('0.00');
  });
});

describe('e-wallet deposit', () => {
  it('requests a number, then confirms once into a pending deposit', async () => {
    const p = await freshPlayer(h);
    const req = await h.req('POST', '/api/ewa/request', { token: p.token, body: { amount: '2000', type: 'Personal', provider: 'OKWallet', promotion: null } });
    expect(req.status).toBe(200);
    const out = v.parse(EwaRequestAnswer, req.json);
    expect(out.number).toBe('01411223300');
    const confirm = (trxid: string) => h.req('POST', '/api/ewa/confirm', { token: p.token, body: { trx_id: out.transaction, trxid, number: p.phone } });
    expect((await confirm('OK12')).json.message).toBe('Please provide your TRX ID. It should be valid.');
    const ok = await confirm('OKW1234567');
    expect(ok.status).toBe(200);
    const list = await h.req('GET', `/api/transaction/show?remote_id=${p.remote_id}`, { token: p.token });
    expect(list.json.data[0]).toMatchObject({ key: 0, amount: '2000.00', transaction_id: 'OKW1234567' });
    expect((await confirm('OKW7654321')).status).toBe(409);
  });

  it('refuses a provider without e-wallet and another player confirming the request', async () => {
    const p = await freshPlayer(h);
    expect((await h.req('POST', '/api/ewa/request', { token: p.token, body: { amount: '2000', type: 'Agent', provider: 'bKash' } })).status).toBe(422);
    const req = await h.req('POST', '/api/ewa/request', { token: p.token, body: { amount: '2000', type: 'Personal', provider: 'OKWallet' } });
    const thief = await freshPlayer(h);
    const r = await h.req('POST', '/api/ewa/confirm', { token: thief.token, body: { trx_id: req.json.transaction, trxid: 'THIEF12345', number: thief.phone } });
    expect(r.status).toBe(404);
  });
});

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

describe('development auto-settle', () => {
  it('settles a pending deposit after AUTO_SETTLE_MS in development mode only', async () => {
    const { createApp } = await import('../../server/app');
    const { makeContext } = await import('../../server/context');
    const { readConfig } = await import('../../server/config');
    const ctx = makeContext(h.ctx.db, { ...readConfig({ APP_MODE: 'development', AUTO_SETTLE_MS: '40' }), distDir: '/nonexistent' });
    createApp(ctx);
    const p = await freshPlayer(h);
    expect((await deposit(p, { amount: '250' })).status).toBe(200);
    await expect.poll(async () => (await balanceOf(p.token)).balance, { timeout: 3000, interval: 50 }).toBe('250.00');
  });
});
