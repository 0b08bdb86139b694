import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TransactionActionAnswer, TransactionsAnswer, TurnoversAnswer } from '../../src/api/contract/transactions';
import { BettingRecordAnswer, ExchangeHubAnswer } from '../../src/api/contract/records';
import { dateRange } from '../../server/routes/records';
import { type Harness, type Session, startHarness, startWithTwoPlayers } from './harness';

let h: Harness;
let me: Session;
let other: Session;
beforeAll(async () => ({ h, me, other } = await startWithTwoPlayers()));
afterAll(() => h.close());

const get = (path: string, token = me.token) => h.req('GET', path, { token });

describe('betting-record', () => {
  it('answers the settled records of the last 7 Dhaka days in the contract shape', async () => {
    const r = await get(`/api/betting-record?remote_id=${me.remote_id}&status=settled&date=7`);
    expect(r.status).toBe(200);
    const out = v.parse(BettingRecordAnswer, r.json);
    expect(out.data.length).toBeGreaterThan(10);
    expect(out.data.every((b) => b.status === 'settled' && b.settled_at)).toBe(true);
  });

  it('filters by platform and game type', async () => {
    const r = await get(`/api/betting-record?remote_id=${me.remote_id}&status=settled&platform=48&game_type=2&date=7`);
    const out = v.parse(BettingRecordAnswer, r.json);
    expect(out.data.length).toBeGreaterThan(0);
    expect(out.data.every((b) => b.platform === 'Sexy' && b.game_type === 'Live Casino')).toBe(true);
  });

  it('limits to today in Dhaka time', async () => {
    const [from] = dateRange('0') ?? [''];
    const r = await get(`/api/betting-record?remote_id=${me.remote_id}&status=settled&date=0`);
    const out = v.parse(BettingRecordAnswer, r.json);
    expect(out.data.length).toBeGreaterThan(0);
    expect(out.data.every((b) => String(b.settled_at) >= from)).toBe(true);
  });

  it('has bets for today just after midnight in Dhaka (a fresh seed at 00:02 GMT+6)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T18:02:00Z'));
    const fresh = await startHarness();
    try {
      const player = await fresh.login();
      const r = await fresh.req('GET', `/api/betting-record?remote_id=${player.remote_id}&status=settled&date=0`, { token: player.token });
      const out = v.parse(BettingRecordAnswer, r.json);
      expect(out.data.length).toBeGreaterThan(0);
      expect(out.data.every((b) => String(b.settled_at) >= '2026-11-21T18:00:00' && String(b.settled_at) <= '2026-11-21T18:02:00.000Z')).toBe(true);
    } finally {
      fresh.close();
      vi.useRealTimers();
    }
  });

  it('lists unsettled bets without a settle date', async () => {
    const out = v.parse(BettingRecordAnswer, (await get(`/api/betting-record?remote_id=${me.remote_id}&status=unsettled`)).json);
    expect(out.data).toHaveLength(3);
    expect(out.data.every((b) => b.settled_at === null)).toBe(true);
  });

  it('refuses a foreign remote_id, a missing token and a bad filter', async () => {
    expect((await get(`/api/betting-record?remote_id=${other.remote_id}&status=settled`)).status).toBe(403);
    expect((await h.req('GET', `/api/betting-record?remote_id=${me.remote_id}&status=settled`)).status).toBe(401);
    expect((await get(`/api/betting-record?remote_id=${me.remote_id}&status=nope`)).status).toBe(422);
  });
});

describe('exchange-hub', () => {
  it('answers exchange records, WON and LOST (the seeded ones are settled; open bets are placed on live markets)', async () => {
    const out = v.parse(ExchangeHubAnswer, (await get(`/api/exchange-hub?remote_id=${me.remote_id}`)).json);
    expect(new Set(out.data.map((x) => x.status))).toEqual(new Set(['WON', 'LOST']));
    const won = v.parse(ExchangeHubAnswer, (await get(`/api/exchange-hub?remote_id=${me.remote_id}&status=WON`)).json);
    expect(won.data.every((x) => x.status === 'WON' && Number(x.net_profit_loss) > 0)).toBe(true);
  });
  it('refuses a foreign remote_id', async () => {
    expect((await get(`/api/exchange-hub?remote_id=${other.remote_id}`)).status).toBe(403);
  });
});

describe('transactions', () => {
  it('lists every type and status, newest first', async () => {
    const out = v.parse(TransactionsAnswer, (await get(`/api/transaction/show?remote_id=${me.remote_id}`)).json);
    expect(new Set(out.data.map((t) => t.action))).toEqual(new Set(['deposit', 'withdraw', 'bonus', 'adjustment']));
    expect(new Set(out.data.map((t) => t.key))).toEqual(new Set([0, 1, 2]));
    const times = out.data.map((t) => t.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await get(`/api/transaction/show?remote_id=${other.remote_id}`)).status).toBe(403);
  });

  const pendingDeposit = async (minutesAgo: number) => {
    const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const r = await h.ctx.db.execute({
      sql: "INSERT INTO transactions (player_id, key, action, amount, transaction_id, account_number, created_at, updated_at) VALUES (?, 0, 'deposit', 50000, ?, '01712345678', ?, ?)",
      args: [Number(me.remote_id), `TRX${minutesAgo}${Math.random().toString(36).slice(2, 8)}`, at, at],
    });
    return Number(r.lastInsertRowid);
  };

  it('refuses an early resubmit with the wait in minutes, then accepts it after 10 minutes', async () => {
    const early = await pendingDeposit(3);
    const r1 = await h.req('POST', `/api/transaction/${early}/resubmit`, {
      token: me.token,
      body: { remote_id: me.remote_id, transaction_id: 'NEWTRX12345', account_number: '01712345678' },
    });
    expect(r1.status).toBe(409);
    expect(r1.json.message).toBe('You can edit after 7 minutes.');
    const late = await pendingDeposit(12);
    const r2 = await h.req('POST', `/api/transaction/${late}/resubmit`, {
      token: me.token,
      body: { remote_id: me.remote_id, transaction_id: 'NEWTRX12345', account_number: '01712345678' },
    });
    expect(r2.status).toBe(200);
    const out = v.parse(TransactionActionAnswer, r2.json);
    expect(out.data?.transaction_id).toBe('NEWTRX12345');
    // the same id typed in lower case on another deposit is the same id (stored upper case)
    const other = await pendingDeposit(15);
    const lower = await h.req('POST', `/api/transaction/${other}/resubmit`, {
      token: me.token,
      body: { remote_id: me.remote_id, transaction_id: 'newtrx12345', account_number: '01712345678' },
    });
    expect(lower.status).toBe(409);
    expect(lower.json.message).toBe('This transaction ID has already been submitted.');
    const fresh = await h.req('POST', `/api/transaction/${other}/resubmit`, {
      token: me.token,
      body: { remote_id: me.remote_id, transaction_id: 'fresh12345', account_number: '01712345678' },
    });
    expect(v.parse(TransactionActionAnswer, fresh.json).data?.transaction_id).toBe('FRESH12345');
    expect(out.data?.resubmitted_at).toBeTruthy();
    const bad = await h.req('POST', `/api/transaction/${late}/resubmit`, {
      token: me.token,
      body: { remote_id: me.remote_id, transaction_id: 'short', account_number: '0179' },
    });
    expect(bad.status).toBe(422);
  });

  it('checks a resubmit as a submit: no transaction id of another deposit, even reverted, and only a verified payer phone', async () => {
    const late = await pendingDeposit(12);
    const reverted = await pendingDeposit(20);
    const send = (trx: string, phone: string) =>
      h.req('POST', `/api/transaction/${reverted}/resubmit`, {
        token: me.token,
        body: { remote_id: me.remote_id, transaction_id: trx, account_number: phone },
      });
    expect((await send('USEDTRX777', '01712345678')).status).toBe(200);
    expect((await h.req('POST', `/api/transaction/${reverted}/revert`, { token: me.token, body: { remote_id: me.remote_id } })).status).toBe(200);
    const resend = (trx: string, phone: string) =>
      h.req('POST', `/api/transaction/${late}/resubmit`, { token: me.token, body: { remote_id: me.remote_id, transaction_id: trx, account_number: phone } });
    const reused = await resend('usedtrx777', '01712345678');
    expect(reused.status).toBe(409);
    expect(reused.json.message).toBe('This transaction ID has already been submitted.');
    const stranger = await resend('OTHERTRX888', '01799999999');
    expect(stranger.status).toBe(422);
    expect(stranger.json.message).toBe('Use a phone number that is verified on your account.');
  });

  it('reverts a pending deposit once; a repeat and a foreign player are refused', async () => {
    const id = await pendingDeposit(1);
    expect((await h.req('POST', `/api/transaction/${id}/revert`, { token: other.token, body: { remote_id: other.remote_id } })).status).toBe(404);
    expect((await h.req('POST', `/api/transaction/${id}/revert`, { token: me.token, body: { remote_id: other.remote_id } })).status).toBe(403);
    const r = await h.req('POST', `/api/transaction/${id}/revert`, { token: me.token, body: { remote_id: me.remote_id } });
    expect(r.status).toBe(200);
    const out = v.parse(TransactionActionAnswer, r.json);
    expect(out.data?.key).toBe(2);
    expect(out.data?.reverted_at).toBeTruthy();
    const again = await h.req('POST', `/api/transaction/${id}/revert`, { token: me.token, body: { remote_id: me.remote_id } });
    expect(again.status).toBe(409);
  });
});

describe('turnovers', () => {
  it('answers active and complete turnovers tied to promotions', async () => {
    const out = v.parse(TurnoversAnswer, (await get(`/api/turnovers?remote_id=${me.remote_id}`)).json);
    expect(out.data.filter((t) => t.status === 'active')).toHaveLength(2);
    expect(out.data.filter((t) => t.status === 'complete')).toHaveLength(2);
    expect(out.data.every((t) => t.name && t.name !== 'Turnover')).toBe(true);
    expect((await get(`/api/turnovers?remote_id=${other.remote_id}`)).status).toBe(403);
  });
});
