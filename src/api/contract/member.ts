import * as v from 'valibot';
import { Id, Money } from './common';

export const Transaction = v.looseObject({
  id: Id,
  /** 0 pending, 1 success, 2 fail */
  key: v.picklist([0, 1, 2]),
  action: v.string(),
  amount: Money,
  created_at: v.string(),
  updated_at: v.string(),
  transaction_id: v.nullable(v.string()),
  payment_method: v.nullable(v.looseObject({ name: v.string(), type: v.optional(v.string()), icon: v.optional(v.string()) })),
  promotion: v.nullable(v.looseObject({ name: v.string(), turnover: v.optional(Money) })),
});
export const TransactionsAnswer = v.looseObject({ data: v.array(Transaction) });

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
