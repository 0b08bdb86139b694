import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inTx } from '../../server/db/client';
import { applyLedger } from '../../server/lib/ledger';
import { type PushSender, pushSender } from '../../server/push/sender';
import { type PushService, startPushService } from '../tools/push-service';
import { adminReq, freshPlayer } from './funds-helpers';
import { type Harness, startHarness } from './harness';
import { pendingDeposit, pushesTo, rows, settleDeposit, subscribe } from './push-helpers';

let h: Harness;
let service: PushService;
let sender: PushSender;
const RETRY_MS = 1000;
beforeAll(async () => {
  h = await startHarness();
  service = await startPushService();
  sender = pushSender(h.ctx, { retryMs: RETRY_MS, maxAttempts: 3, timeoutMs: 2000 });
});
afterAll(async () => {
  h.close();
  await service.close();
});
beforeEach(() => {
  h.ctx.clock.set(0);
});

/** A pending withdrawal of the player, booked as the withdrawal call books it (amount in paisa). */
async function pendingWithdrawal(playerId: number, amount: number): Promise<number> {
  return inTx(h.ctx.db, async (tx) => {
    const now = new Date().toISOString();
    const ins = await tx.execute({
      sql: "INSERT INTO transactions (player_id, key, action, amount, account_number, created_at, updated_at) VALUES (?, 0, 'withdraw', ?, '01712345678', ?, ?)",
      args: [playerId, amount, now, now],
    });
    const id = Number(ins.lastInsertRowid);
    await applyLedger(tx, { playerId, kind: 'withdrawal', amount: -amount, reference: `withdrawal:${id}`, at: now });
    return id;
  });
}

describe('money: deposits and withdrawals settled by the operator', () => {
  it('an approved deposit reaches the device encrypted for it, signed with the VAPID key, in its words, after the commit', async () => {
    const p = await freshPlayer(h);
    const phone = service.subscription();
    await subscribe(h, p.token, phone);
    const id = await pendingDeposit(h, p, '1000');
    await settleDeposit(h, id);
    // written with the settlement, sent only by the sender, outside the operator's call
    expect(service.received.filter((r) => r.endpoint === phone.endpoint)).toEqual([]);
    expect(await rows(h, 'SELECT event FROM push_outbox WHERE player_id = ?', [Number(p.remote_id)])).toHaveLength(1);
    await sender.runOnce();
    const [push, ...more] = await pushesTo(h, service, phone);
    expect(more).toEqual([]);
    expect(push).toMatchObject({ title: 'Deposit approved: ৳ 1,000.00', url: `/transaction-record?id=${id}`, tag: `transaction-${id}`, lang: 'en' });
    expect(push?.body).toMatch(/^৳ 1,000\.00 is in your main wallet \(\d{4}-\d\d-\d\d \d\d:\d\d GMT\+6\)\.$/);
    expect(await rows(h, 'SELECT id FROM push_outbox UNION ALL SELECT id FROM push_deliveries')).toEqual([]);
  });

  it('a Bangla device gets Bangla words with Bangla digits; a device with Money off gets nothing', async () => {
    const p = await freshPlayer(h);
    const [bangla, quiet] = [service.subscription(), service.subscription()];
    await subscribe(h, p.token, bangla, { lang: 'bn' });
    await subscribe(h, (await h.login(p.username, 'abc12345')).token, quiet, { kinds: { money: false } });
    await settleDeposit(h, await pendingDeposit(h, p, '1000'), 'fail');
    await sender.runOnce();
    const [push] = await pushesTo(h, service, bangla);
    expect(push?.title).toBe('ডিপোজিট বাতিল: ৳ ১,০০০.০০');
    expect(push?.body).toMatch(/^আপনার ডিপোজিটের অনুরোধ অনুমোদিত হয়নি \([০-৯]{4}-[০-৯]{2}-[০-৯]{2} [০-৯]{2}:[০-৯]{2} GMT\+[৬]\)।/);
    expect(await pushesTo(h, service, quiet)).toEqual([]);
  });

  it('a paid and a refused withdrawal', async () => {
    const p = await freshPlayer(h, { balance: 500_000 });
    const phone = service.subscription();
    await subscribe(h, p.token, phone);
    const paid = await pendingWithdrawal(Number(p.remote_id), 150_000);
    expect((await adminReq(h, `/api/admin/withdrawals/${paid}/settle`, { status: 'success' })).status).toBe(200);
    const refused = await pendingWithdrawal(Number(p.remote_id), 70_000);
    expect((await adminReq(h, `/api/admin/withdrawals/${refused}/settle`, { status: 'fail' })).status).toBe(200);
    await sender.runOnce();
    const pushes = await pushesTo(h, service, phone);
    expect(pushes.map((x) => [x.title, x.url])).toEqual([
      ['Withdrawal paid: ৳ 1,500.00', `/transaction-record?id=${paid}`],
      ['Withdrawal refused: ৳ 700.00', `/transaction-record?id=${refused}`],
    ]);
  });

  it('a settlement refused as already done queues nothing more', async () => {
    const p = await freshPlayer(h);
    await subscribe(h, p.token, service.subscription());
    const id = await pendingDeposit(h, p, '500');
    await settleDeposit(h, id);
    expect((await adminReq(h, `/api/admin/deposits/${id}/settle`, { status: 'fail' })).status).toBe(409);
    expect((await rows(h, 'SELECT event FROM push_outbox WHERE player_id = ?', [Number(p.remote_id)])).map((r) => r.event)).toEqual(['deposit_approved']);
    await sender.runOnce();
  });
});

describe('delivery', () => {
  it('a push service that answers 410 Gone deletes the subscription; nothing more is sent to it', async () => {
    const p = await freshPlayer(h);
    const gone = service.subscription();
    await subscribe(h, p.token, gone);
    service.answer(gone.endpoint, 410);
    await settleDeposit(h, await pendingDeposit(h, p, '200'));
    await sender.runOnce();
    expect(await rows(h, 'SELECT id FROM push_subscriptions WHERE endpoint = ?', [gone.endpoint])).toEqual([]);
    await settleDeposit(h, await pendingDeposit(h, p, '300'));
    await sender.runOnce();
    expect(service.received.filter((r) => r.endpoint === gone.endpoint)).toHaveLength(1);
  });

  it('any other failure is tried again later, each wait longer, until it is delivered', async () => {
    const p = await freshPlayer(h);
    const flaky = service.subscription();
    await subscribe(h, p.token, flaky);
    service.answer(flaky.endpoint, 500, 2);
    await settleDeposit(h, await pendingDeposit(h, p, '250'));
    const tries = () => service.received.filter((r) => r.endpoint === flaky.endpoint).length;
    await sender.runOnce();
    expect(tries()).toBe(1);
    await sender.runOnce(); // not due yet
    expect(tries()).toBe(1);
    h.ctx.clock.set(RETRY_MS);
    await sender.runOnce();
    expect(tries()).toBe(2);
    h.ctx.clock.set(RETRY_MS + 3 * RETRY_MS); // the second wait is four times the first
    await sender.runOnce();
    expect(tries()).toBe(2);
    h.ctx.clock.set(RETRY_MS + 4 * RETRY_MS);
    await sender.runOnce();
    expect(tries()).toBe(3);
    expect((await pushesTo(h, service, flaky)).map((x) => x.title)).toEqual(['Deposit approved: ৳ 250.00']);
    expect(await rows(h, 'SELECT id FROM push_deliveries')).toEqual([]);
  });

  it('is given up after its last try; the money action never depended on it', async () => {
    const p = await freshPlayer(h);
    const down = service.subscription();
    await subscribe(h, p.token, down);
    service.answer(down.endpoint, 503);
    const id = await pendingDeposit(h, p, '100');
    await settleDeposit(h, id);
    for (const offset of [0, RETRY_MS, 5 * RETRY_MS]) {
      h.ctx.clock.set(offset);
      await sender.runOnce();
    }
    expect(service.received.filter((r) => r.endpoint === down.endpoint)).toHaveLength(3);
    expect(await rows(h, 'SELECT id FROM push_deliveries')).toEqual([]);
    // the subscription stays (the service may be back tomorrow) and the deposit was credited all along
    expect(await rows(h, 'SELECT id FROM push_subscriptions WHERE endpoint = ?', [down.endpoint])).toHaveLength(1);
    expect((await rows(h, 'SELECT key FROM transactions WHERE id = ?', [id]))[0]?.key).toBe(1);
  });

  it('a push service that cannot be reached at all fails no call and stops no other delivery', async () => {
    const p = await freshPlayer(h);
    const dead = await startPushService();
    const lost = dead.subscription();
    await dead.close();
    const fine = service.subscription();
    await subscribe(h, p.token, lost);
    await subscribe(h, (await h.login(p.username, 'abc12345')).token, fine);
    await settleDeposit(h, await pendingDeposit(h, p, '400'));
    await sender.runOnce();
    expect((await pushesTo(h, service, fine)).map((x) => x.title)).toEqual(['Deposit approved: ৳ 400.00']);
    expect((await rows(h, 'SELECT attempts FROM push_deliveries'))[0]?.attempts).toBe(1);
  });
});
