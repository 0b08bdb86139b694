import * as v from 'valibot';
import { afterAll, beforeAll } from 'vitest';
import { inTx } from '../../server/db/client';
import { applyLedger } from '../../server/lib/ledger';
import { PaymentMethodsAnswer } from '../../src/api/contract/funds';
import { type Harness, startHarness } from './harness';

let n = 0;
/** Signs up a fresh player (optionally phone-verified, with a birthday and a balance in paisa) and logs in. */
export async function freshPlayer(
  h: Harness,
  opts: { verified?: boolean; dofb?: string | null; balance?: number; phone?: string } = {},
): Promise<{ token: string; remote_id: string; username: string; phone: string }> {
  n += 1;
  const username = `fund${Date.now().toString(36)}${n}`.slice(0, 16);
  const phone = opts.phone ?? `017${String(10_000_000 + n * 7919).slice(-8)}`;
  const r = await h.signUp({
    username,
    password: 'abc12345',
    confirmPassword: 'abc12345',
    name: 'Fund Tester',
    phone,
    email: `${username}@example.com`,
    currency: 'BDT',
  });
  if (r.status !== 201) throw new Error(`sign-up failed ${r.status} ${r.text}`);
  await h.ctx.db.execute({
    sql: 'UPDATE players SET session_id = ?, dofb = ? WHERE username = ?',
    args: [opts.verified === false ? 0 : 1, opts.dofb ?? null, username],
  });
  // a starting balance is booked like any other change, so the ledger still sums to it
  if (opts.balance) {
    const row = await h.ctx.db.execute({ sql: 'SELECT id FROM players WHERE username = ?', args: [username] });
    const playerId = Number(row.rows[0]?.id);
    await inTx(h.ctx.db, (tx) => applyLedger(tx, { playerId, kind: 'adjustment', amount: opts.balance ?? 0 }));
  }
  const login = await h.login(username, 'abc12345');
  return { ...login, username, phone };
}

/** An operator request with the admin secret header (the shared harness sends no custom headers). */
export async function adminReq(h: Harness, path: string, body: unknown = {}, secret: string | null = 'dev-admin-secret', method = 'POST') {
  const { createApp } = await import('../../server/app');
  const app = createApp(h.ctx);
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (secret !== null) headers['X-Admin-Secret'] = secret;
  const res = await app.request(path, { method, headers, body: method === 'GET' ? undefined : JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as any };
}

// Set by useFundsHarness before the first test; exports are live bindings, so importers read the values set here.
export let h: Harness;

/** One harness per funds test file: a fresh seeded server, each test signing up its own players. */
export function useFundsHarness() {
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());
}

export const balanceOf = async (token: string) => (await h.req('POST', '/api/balance', { token })).json as { balance: string; bonus_balance: string };
export const methodId = async (name: string, accountType?: string) => {
  const list = v.parse(PaymentMethodsAnswer, (await h.req('GET', '/api/payment-methods')).json);
  const arr = Array.isArray(list) ? list : list.pgs;
  const m = arr.find((x) => x.name === name && (!accountType || x.account_type === accountType));
  if (!m) throw new Error(`no method ${name}`);
  return m.id;
};
/** POST /api/submit-deposit through the bKash agent channel: 1000 taka with a random TRX ID unless `extra` says otherwise. */
export const deposit = (p: { token: string; remote_id: string; phone: string }, extra: Record<string, unknown> = {}) =>
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
