import * as v from 'valibot';
import { expect } from 'vitest';
import { PaymentMethodsAnswer } from '../../src/api/contract/funds';
import type { PushKindSwitches, PushMessage } from '../../src/api/contract/push';
import { checkVapid, decryptPush, type PushService, type ReceivedPush, type TestSubscription } from '../tools/push-service';
import { adminReq } from './funds-helpers';
import type { Harness } from './harness';

export const ALL_ON: PushKindSwitches = { money: true, bets: true, messages: true, responsible: true };

/** Saves a device's subscription for the player (POST /api/push/subscription). */
export const subscribe = (h: Harness, token: string, sub: TestSubscription, o: { lang?: 'en' | 'bn'; kinds?: Partial<PushKindSwitches> } = {}) =>
  h.req('POST', '/api/push/subscription', { token, body: { endpoint: sub.endpoint, keys: sub.keys, lang: o.lang ?? 'en', kinds: { ...ALL_ON, ...o.kinds } } });

export const lookup = async (h: Harness, token: string, sub: TestSubscription) =>
  (await h.req('POST', '/api/push/subscription/lookup', { token, body: { endpoint: sub.endpoint } })).json?.data;

let trx = 0;
/** A pending manual deposit of the player over the API; its transaction id. */
export async function pendingDeposit(h: Harness, p: { token: string; remote_id: string; phone: string }, amount: string): Promise<number> {
  const list = v.parse(PaymentMethodsAnswer, (await h.req('GET', '/api/payment-methods')).json);
  const bkash = (Array.isArray(list) ? list : list.pgs).find((m) => m.name === 'bKash' && m.account_type === 'Agent')?.id;
  const r = await h.req('POST', '/api/submit-deposit', {
    token: p.token,
    body: { remote_id: p.remote_id, account_number: p.phone, transaction_id: `PUSH${Date.now()}${++trx}`, amount, payment_id: bkash, promotion_id: null },
  });
  expect(r.status, r.text).toBeLessThan(300);
  const row = await h.ctx.db.execute({
    sql: "SELECT id FROM transactions WHERE player_id = ? AND action = 'deposit' ORDER BY id DESC LIMIT 1",
    args: [Number(p.remote_id)],
  });
  return Number(row.rows[0]?.id);
}

export async function settleDeposit(h: Harness, id: number, status: 'success' | 'fail' = 'success') {
  const r = await adminReq(h, `/api/admin/deposits/${id}/settle`, { status });
  expect(r.status).toBe(200);
}

/**
 * The pushes the service received for one device, checked as a browser's push service would (a VAPID
 * JWT signed by the server's public key for this service's origin, aes128gcm) and decrypted with the
 * device's own keys.
 */
export async function pushesTo(h: Harness, service: PushService, sub: TestSubscription): Promise<PushMessage[]> {
  const key = (await h.req('GET', '/api/push/key')).json.public_key as string;
  return service.received
    .filter((r: ReceivedPush) => r.endpoint === sub.endpoint && r.status === 201)
    .map((r) => {
      expect(r.headers['content-encoding']).toBe('aes128gcm');
      expect(checkVapid(String(r.headers.authorization), service.origin).key).toBe(key);
      return JSON.parse(decryptPush(r.body, sub)) as PushMessage;
    });
}

export async function rows(h: Harness, sql: string, args: (string | number)[] = []) {
  return (await h.ctx.db.execute({ sql, args })).rows;
}
