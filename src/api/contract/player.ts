import * as v from 'valibot';
import { Id, Money } from './common';

/**
 * The logged-in player's balance and record, on their own: the header asks for them on every screen,
 * and importing them from auth.ts would put the login and sign-up schemas before the first paint too
 * (the bundler keeps every schema a module builds).
 */
export const BalanceAnswer = v.looseObject({ balance: Money, bonus_balance: v.optional(Money) });

export const User = v.looseObject({
  id: Id,
  username: v.string(),
  name: v.string(),
  phone: v.string(),
  email: v.string(),
  session_id: v.number(),
  created_at: v.string(),
  dofb: v.nullable(v.string()),
  email_verified_at: v.nullable(v.string()),
  balance: Money,
  vip_coin: v.number(),
  referral_code: v.string(),
  cash_bonus: Money,
  last_login_at: v.optional(v.nullable(v.string())),
  currency: v.optional(v.string()),
});
export const UserAnswer = v.looseObject({ data: User });

export type UserRecord = v.InferOutput<typeof User>;
