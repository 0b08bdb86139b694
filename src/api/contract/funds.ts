import * as v from 'valibot';
import { Flag, Id, IdIn, IdOrNoneIn, Money, RemoteIdIn, Text } from './common';

/** An amount on the wire: a decimal string ("1000" or "1000.00"); a number is accepted. */
export const AmountIn = v.pipe(v.union([v.string(), v.number()]), v.transform(String), Text('amount', 20));

/** One deposit or withdrawal method (bKash, Nagad, ...). */
export const PaymentMethod = v.looseObject({
  id: Id,
  name: v.string(),
  icon: v.string(),
  status: v.string(),
  account_type: v.string(),
  type: v.optional(v.string()),
});
/** GET /api/payment-methods: a plain list, or an object with type ewallet and pgs. */
export const PaymentMethodsAnswer = v.union([v.array(PaymentMethod), v.looseObject({ type: v.literal('ewallet'), pgs: v.array(PaymentMethod) })]);

/** GET /api/showpayment-menthod?name=bKash (path spelled so): the deposit channels of a provider. */
export const ChannelsQuery = v.object({ name: v.pipe(Text('name', 50), v.minLength(1)) });
export const Channel = v.looseObject({
  id: Id,
  name: v.string(),
  /** Agent, Merchant, Marchent (sic) or Personal */
  account_type: v.string(),
  min_amount: Money,
  max_amount: Money,
  /** 1 = under maintenance, not selectable */
  maintenance: Flag,
});
export const ChannelsAnswer = v.looseObject({ success: v.boolean(), data: v.array(Channel), message: v.optional(v.string()) });

/** GET /api/get-wallet-number?name=&account_type=&amount=: a list; the first account is used. */
export const WalletNumberQuery = v.object({
  name: v.pipe(Text('name', 50), v.minLength(1)),
  account_type: v.pipe(Text('account type', 50), v.minLength(1)),
  amount: v.optional(Text('amount', 20)),
});
export const PaymentAccount = v.looseObject({ id: Id, account_number: v.string() });
export const WalletNumberAnswer = v.array(PaymentAccount);

/**
 * GET /api/deposit-promotions (our addition; bearer): the deposit promotions and their rules, each with
 * whether this player can take it now (`reason`: the rule that says no). Private: never cached or kept.
 */
export const DepositPromotion = v.looseObject({
  id: Id,
  name: v.string(),
  deposit_bouns: v.number(),
  /** only a player with no deposit credited or pending can take it */
  first_deposit_only: v.boolean(),
  /** the largest bonus; null: no cap */
  bonus_cap: v.nullable(Money),
  /** the smallest deposit that takes it ("0.00": any) */
  min_deposit: Money,
  eligible: v.boolean(),
  reason: v.nullable(v.string()),
});
export const DepositPromotionsAnswer = v.looseObject({ data: v.array(DepositPromotion) });

/** POST /api/ewa/request: an e-wallet deposit request; answers the reference and the number to pay to. */
export const EwaRequestBody = v.object({
  amount: AmountIn,
  type: Text('type', 20),
  provider: v.pipe(Text('provider', 50), v.minLength(1)),
  promotion: v.optional(v.nullable(IdOrNoneIn('promotion', ''))),
});
export const EwaRequestAnswer = v.looseObject({ transaction: v.string(), number: v.string(), message: v.optional(v.string()) });

/** POST /api/ewa/confirm: trx_id = the request's reference, trxid = the provider's transaction id, number = the paying phone. */
export const EwaConfirmBody = v.object({
  trx_id: v.pipe(Text('trx id', 64), v.minLength(1)),
  trxid: Text('trxid', 64),
  number: Text('number', 20),
});

export const SubmitDepositBody = v.object({
  remote_id: RemoteIdIn(),
  /** the phone the player paid from */
  account_number: Text('account number', 20),
  transaction_id: Text('transaction id', 64),
  amount: AmountIn,
  payment_id: IdIn('payment id'),
  promotion_id: v.optional(v.nullable(IdIn('promotion id'))),
});
export const SubmitAnswer = v.looseObject({
  success: v.optional(v.boolean()),
  message: v.optional(v.string()),
  error: v.optional(v.string()),
  transaction: v.optional(v.looseObject({ id: Id })),
});

export const WithdrawCheckQuery = v.object({ remote_id: RemoteIdIn() });

export const SubmitWithdrawBody = v.object({
  remote_id: RemoteIdIn(),
  account_number: Text('account number', 30),
  amount: AmountIn,
  /** 0 for an e-wallet provider */
  payment_id: IdOrNoneIn('payment id', 0),
  provider: Text('provider', 50),
});

/** Operator action: POST /api/admin/deposits/{id}/settle and /api/admin/withdrawals/{id}/settle. */
export const AdminSettleBody = v.object({ status: v.optional(v.picklist(['success', 'fail']), 'success') });

export type DepositPromotionItem = v.InferOutput<typeof DepositPromotion>;
export type ChannelItem = v.InferOutput<typeof Channel>;
export type PaymentAccountItem = v.InferOutput<typeof PaymentAccount>;
export type PaymentMethodItem = v.InferOutput<typeof PaymentMethod>;
