import * as v from 'valibot';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { RgAnswer } from '../../src/api/contract/responsible';
import { PaymentMethodsAnswer } from '../../src/api/contract/funds';
import { adminReq, type freshPlayer } from './funds-helpers';
import { type Harness, startHarness } from './harness';

/** Wednesday 25 November 2026, 12:00 in Dhaka: the day ends at 18:00 UTC, the week on Monday 30th. */
export const T0 = Date.parse('2026-11-25T06:00:00.000Z');
export const HOUR = 3600_000;

// Set by useResponsibleHarness before the first test; exports are live bindings, so importers read the values set here.
export let h: Harness;
let bkashAgent: number;

/** One harness per test file, started with the date frozen at T0 (the server's clock moves with `at`). */
export function useResponsibleHarness() {
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
}

export type P = Awaited<ReturnType<typeof freshPlayer>>;
let trx = 0;
export const deposit = (p: P, amount: string) =>
  h.req('POST', '/api/submit-deposit', {
    token: p.token,
    body: { remote_id: p.remote_id, account_number: p.phone, transaction_id: `RGTRX${++trx}XYZ`, amount, payment_id: bkashAgent, promotion_id: null },
  });
export const setLimits = (p: P, kind: 'deposit' | 'loss', limits: Record<string, string | null>) =>
  h.req('POST', '/api/responsible-gaming/limits', { token: p.token, body: { kind, limits } });
export const state = async (p: P) => v.parse(RgAnswer, (await h.req('GET', '/api/responsible-gaming', { token: p.token })).json);
export const settle = async (id: number) => expect((await adminReq(h, `/api/admin/deposits/${id}/settle`, { status: 'success' })).status).toBe(200);
/** Moves the server's clock to T0 + offsetMs and returns that time. */
export const at = (offsetMs: number) => {
  h.ctx.clock.set(offsetMs);
  return T0 + offsetMs;
};
export const playerId = (p: P) => Number(p.remote_id);
