/**
 * The state a deposit flow hands to /make-payment, and a finished request to /payment-request. It
 * travels in router navigation state AND sessionStorage, so a reload of the page keeps it; it is
 * parsed with a schema on the way in, because history state can hold anything. The stored copy is
 * the player's own: another player logged in in the same tab does not get it.
 */
import * as v from 'valibot';
import { webStored } from '../../lib/stored';
import { getSession } from '../../session';

const PaymentFlowSchema = v.object({
  /** whole taka, digits */
  amount: v.pipe(v.string(), v.regex(/^\d+$/)),
  icon: v.string(),
  methodId: v.number(),
  methodName: v.string(),
  accountType: v.string(),
  accountNumber: v.string(),
  promotionId: v.nullable(v.number()),
  /** e-wallet provider: the request reference and the number to pay to */
  ewallet: v.optional(v.object({ transaction: v.string(), number: v.string() })),
  /** when the 10-minute countdown started (ms since epoch) */
  startedAt: v.number(),
});
export type PaymentFlow = v.InferOutput<typeof PaymentFlowSchema>;

const PaymentRequestSchema = v.object({
  kind: v.picklist(['deposit', 'withdraw']),
  /** decimal string */
  amount: v.string(),
  icon: v.string(),
  methodName: v.string(),
  /** when the 30-minute countdown started */
  startedAt: v.number(),
});
export type PaymentRequestInfo = v.InferOutput<typeof PaymentRequestSchema>;

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** the deposit flow of /make-payment (spec 2: amount, icon, type, method id and name, promotion, e-wallet data) */
    paymentFlow?: PaymentFlow;
    /** what /payment-request shows: amount and payment icon */
    paymentRequest?: PaymentRequestInfo;
  }
}

const FLOW_KEY = 'paymentFlow';
const REQUEST_KEY = 'paymentRequest';

/** Whose flow it is: a tab's storage outlives a logout, and the next player must not see it. */
const owner = () => getSession().remote_id ?? '';

/** A kept value with its owner beside it. */
const Kept = v.object({ owner: v.string(), value: v.unknown() });

/** One kept value: `load` prefers the navigation state given, then the stored copy (the owner's only). */
function keptValue<T>(key: string, schema: v.GenericSchema<unknown, T>) {
  const kept = webStored('session', key, Kept);
  return {
    save: (value: T) => kept.write({ owner: owner(), value }),
    load: (fromState?: unknown): T | null => {
      const direct = v.safeParse(schema, fromState);
      if (direct.success) return direct.output;
      const stored = kept.read();
      if (!stored) return null;
      if (stored.owner !== owner()) {
        kept.write(null);
        return null;
      }
      const r = v.safeParse(schema, stored.value);
      return r.success ? r.output : null;
    },
    clear: () => kept.write(null),
  };
}

export const flowStore = keptValue(FLOW_KEY, PaymentFlowSchema);
export const requestStore = keptValue(REQUEST_KEY, PaymentRequestSchema);

/**
 * What a player has chosen and typed on the deposit and withdrawal forms, so going to another page
 * and back (or to /make-payment and back) does not lose it. Cleared once the request is sent.
 */
const DepositDraftSchema = v.object({
  promotionId: v.nullable(v.number()),
  methodName: v.string(),
  channelId: v.nullable(v.number()),
  amount: v.string(),
});
const WithdrawDraftSchema = v.object({ methodName: v.string(), amount: v.string() });

export const depositDraft = keptValue('depositDraft', DepositDraftSchema);
/** make payment's phone and TRX ID, for the flow that started at `startedAt` (a new flow starts empty) */
export const paymentDraft = keptValue('paymentDraft', v.object({ startedAt: v.number(), phone: v.string(), trxId: v.string() }));
export const withdrawDraft = keptValue('withdrawDraft', WithdrawDraftSchema);
