import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ChannelsAnswer, EwaRequestAnswer, SubmitAnswer, WalletNumberAnswer } from '../../src/api/contract/funds';
import { balanceOf, deposit, freshPlayer, h, methodId, useFundsHarness } from './funds-helpers';

useFundsHarness();

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
