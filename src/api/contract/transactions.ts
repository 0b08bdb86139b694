import * as v from 'valibot';
import { Id, Money, RemoteIdIn, Text } from './common';

export const Transaction = v.looseObject({
  id: Id,
  /** 0 pending, 1 success, 2 fail */
  key: v.picklist([0, 1, 2]),
  /** deposit, withdraw, bonus or adjustment */
  action: v.string(),
  amount: Money,
  created_at: v.string(),
  updated_at: v.string(),
  transaction_id: v.nullable(v.string()),
  account_number: v.optional(v.nullable(v.string())),
  payment_method: v.nullable(v.looseObject({ name: v.string(), type: v.optional(v.string()), icon: v.optional(v.string()) })),
  promotion: v.nullable(v.looseObject({ name: v.string(), turnover: v.optional(Money) })),
  /** set when the player reverted (cancelled) a pending deposit */
  reverted_at: v.optional(v.nullable(v.string())),
  /** set when the player edited and resubmitted a pending deposit */
  resubmitted_at: v.optional(v.nullable(v.string())),
});
export const TransactionsAnswer = v.looseObject({ data: v.array(Transaction) });

/** A pending deposit can be edited and resubmitted this long after it was sent. */
export const EDIT_AFTER_MINUTES = 10;

export const RevertBody = v.object({ remote_id: RemoteIdIn() });
export const ResubmitBody = v.object({
  remote_id: RemoteIdIn(),
  transaction_id: v.pipe(Text('transaction id', 64), v.trim(), v.minLength(7)),
  account_number: v.pipe(Text('account number', 20), v.trim(), v.regex(/^\d{11}$/)),
});
export const TransactionActionAnswer = v.looseObject({ success: v.boolean(), message: v.string(), data: v.optional(Transaction) });

export const Turnover = v.looseObject({
  id: Id,
  status: v.picklist(['active', 'complete']),
  required_turnover: Money,
  remaining_turnover: Money,
  created_at: v.string(),
  updated_at: v.string(),
  name: v.optional(v.string()),
  transaction: v.nullish(v.looseObject({ id: v.optional(Id) })),
});
export const TurnoversAnswer = v.looseObject({ data: v.array(Turnover) });

export type TransactionItem = v.InferOutput<typeof Transaction>;
export type TurnoverItem = v.InferOutput<typeof Turnover>;
