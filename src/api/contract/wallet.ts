import * as v from 'valibot';
import { Text } from './common';

/**
 * The platform's wallet API that a game provider calls (docs/api.md, "Wallet API"): POST
 * /api/wallet/{session,balance,debit,credit,rollback}, a JSON body signed with HMAC-SHA256 of the raw
 * body in the X-Signature header (hex), idempotent by (provider, transaction_id). Money is a decimal
 * string of taka; every answer carries the balance after the operation when the player is known.
 * Every body carries the time it was sent (`timestamp`, Unix milliseconds), inside what is signed.
 */
/** A filled-in text field under the contract's one text rule. */
const Filled = (field: string, max: number) => v.pipe(Text(field, max), v.minLength(1));
const WireAmount = v.pipe(Text('amount', 12), v.regex(/^\d{1,9}(\.\d{1,2})?$/));

/** How far a call's timestamp may be from the wallet's clock, either way: a captured call dies with it. */
export const WALLET_TIME_WINDOW_MS = 5 * 60_000;

const Base = { provider: Filled('provider', 40), session: Filled('session', 128), timestamp: v.pipe(v.number(), v.safeInteger(), v.minValue(0)) };
const Round = { ...Base, round_id: Filled('round id', 64), transaction_id: Filled('transaction id', 80) };

export const WalletSessionBody = v.object(Base);
export const WalletDebitBody = v.object({ ...Round, amount: WireAmount });
/** round_closed (default true): the round is over with this credit, so its record is settled. */
export const WalletCreditBody = v.object({ ...Round, amount: WireAmount, round_closed: v.optional(v.boolean()) });
/** ref_transaction_id: the debit to cancel; amount: that debit's amount (a rollback must name it). */
export const WalletRollbackBody = v.object({ ...Round, ref_transaction_id: Filled('ref transaction id', 80), amount: WireAmount });

export const WALLET_CODES = [
  'OK',
  'INVALID_SIGNATURE',
  'INVALID_REQUEST',
  'SESSION_NOT_FOUND',
  'SESSION_EXPIRED',
  'PLAYER_BLOCKED',
  'INSUFFICIENT_FUNDS',
  'DEBIT_NOT_FOUND',
  'DEBIT_ROLLED_BACK',
  'ROUND_CLOSED',
  'TRANSACTION_CONFLICT',
  'ROUND_MISMATCH',
  'AMOUNT_MISMATCH',
  'TIMESTAMP_OUT_OF_WINDOW',
] as const;
export type WalletCode = (typeof WALLET_CODES)[number];

export const WalletAnswer = v.looseObject({
  status: v.picklist(WALLET_CODES),
  balance: v.optional(v.string()),
  message: v.optional(v.string()),
  transaction_id: v.optional(v.string()),
  player: v.optional(v.string()),
  currency: v.optional(v.string()),
  game: v.optional(v.looseObject({ code: v.string(), name: v.string(), type: v.string(), platform: v.string() })),
  lobby_url: v.optional(v.string()),
});
export type WalletReply = v.InferOutput<typeof WalletAnswer>;

/** The provider's own calls from its game frame (docs/api.md, "Demo game provider"). */
export const GAME_STAKES = [10, 20, 50, 100, 500] as const;
const Stake = v.pipe(
  v.number(),
  v.check((n) => (GAME_STAKES as readonly number[]).includes(n), 'Choose a stake of 10, 20, 50, 100 or 500.'),
);
const RequestId = v.pipe(Text('request id', 64), v.regex(/^[A-Za-z0-9-]{8,64}$/));
export const PlayBetBody = v.object({ session: Filled('session', 128), stake: Stake, request_id: RequestId });
export const PlayRoundBody = v.object({ session: Filled('session', 128), round_id: Filled('round id', 64) });
