/**
 * The pure rules of the funds screens (no React): channel labels, the action word, masking, and the
 * checks of Deposit Next, Withdraw Submit and the manual payment Submit in the spec's order. The form
 * rules are the contract's (src/api/contract/form-rules.ts), shared with the reference API; checks return
 * the key of their message in the `funds` namespace `check.*` (English = the spec's exact words).
 */
import { isApiError } from '../../api';
import { DepositNextRules, firstErrorOf, ManualPaymentRules, WithdrawRules } from '../../api/contract/form-rules';
import type { PaymentMethodItem } from '../../api/contract/funds';
import { latinDigits } from '../../lib/digits';

export const DEPOSIT_QUICK_AMOUNTS = [100, 500, 1000, 2000, 3000, 5000, 10000, 15000, 20000, 25000] as const;
export const WITHDRAW_QUICK_AMOUNTS = DEPOSIT_QUICK_AMOUNTS.filter((a) => a !== 100);
/** The bank bonus tag shown on a bank method. */
export const BANK_BONUS_TAG = '+2%';
export const MAKE_PAYMENT_SECONDS = 10 * 60;
export const PAYMENT_REQUEST_SECONDS = 30 * 60;

/** Channel label by account_type: Agent = CashOut, Merchant/Marchent (sic) = Merchant, Personal = Send Money. */
export type ChannelKind = 'cashout' | 'merchant' | 'sendMoney' | 'other';
export function channelKind(accountType: string): ChannelKind {
  const t = accountType.trim().toLowerCase();
  if (t === 'agent') return 'cashout';
  if (t === 'merchant' || t === 'marchent') return 'merchant';
  if (t === 'personal') return 'sendMoney';
  return 'other';
}
const CHANNEL_LABEL: Record<ChannelKind, string | null> = { cashout: 'CashOut', merchant: 'Merchant', sendMoney: 'Send Money', other: null };
export function channelLabel(accountType: string): string {
  return CHANNEL_LABEL[channelKind(accountType)] ?? accountType;
}

const ACTION_WORDS = { sendMoney: 'Send Money', cashOut: 'Cash Out', makePayment: 'Make Payment' } as const;
/** The make-payment action word: Personal = Send Money, Agent = Cash Out, Merchant or Marchent = Make Payment. */
export function actionWord(accountType: string): 'Send Money' | 'Cash Out' | 'Make Payment' {
  return ACTION_WORDS[actionKey(accountType)];
}
/** The i18n key of the action word (funds:make.actions.*). */
export function actionKey(accountType: string): 'sendMoney' | 'cashOut' | 'makePayment' {
  const k = channelKind(accountType);
  if (k === 'cashout') return 'cashOut';
  if (k === 'merchant') return 'makePayment';
  return 'sendMoney';
}

/** First 2 digits, then x-xxx-xxx-, then the last 2: 01911223344 -> 01x-xxx-xxx-44. */
export function maskAccount(accountNumber: string): string {
  const s = accountNumber.trim();
  if (s.length < 4) return s;
  return `${s.slice(0, 2)}x-xxx-xxx-${s.slice(-2)}`;
}

/**
 * The amount as typed or pasted, Bangla digits read as 0-9 and grouping commas dropped. Anything that is not
 * a whole number ("10.5", "-10") is kept as typed for the box to refuse: dropping the '.' turned 10.5 into 105.
 */
export function sanitizeAmount(raw: string): string {
  const s = latinDigits(raw).replace(/[,\s]/g, '');
  if (!isWholeAmount(s)) return s.slice(0, 12);
  return s.replace(/^0+(?=\d)/, '').slice(0, 9);
}

/** Digits only (or nothing typed yet): an amount the pages may send. */
export function isWholeAmount(s: string): boolean {
  return /^\d*$/.test(s);
}

/** Adds a quick amount to the typed one (whole taka), without float arithmetic; it replaces a refused amount. */
export function addAmount(current: string, add: number): string {
  const n = current && isWholeAmount(current) ? BigInt(current) : 0n;
  return String(n + BigInt(add));
}

/** A method as the deposit list shows it: one per name, with e-wallet and bank flags. */
export interface MethodOption {
  /** the id of the first method of that name (the channel's own method is looked up by account type) */
  id: number;
  name: string;
  icon: string;
  isEwallet: boolean;
  isBank: boolean;
  /** every active method of that name, to find the payment_id of the chosen channel */
  variants: Array<{ id: number; account_type: string }>;
}

/** Only methods with status active; duplicates by name collapsed into one entry (first wins). */
export function collapseMethods(answer: PaymentMethodItem[] | { type: string; pgs: PaymentMethodItem[] } | undefined): MethodOption[] {
  if (!answer) return [];
  const allEwallet = !Array.isArray(answer) && answer.type === 'ewallet';
  const list = Array.isArray(answer) ? answer : answer.pgs;
  const out: MethodOption[] = [];
  for (const m of list) {
    if (String(m.status).toLowerCase() !== 'active') continue;
    const existing = out.find((o) => o.name.toLowerCase() === m.name.toLowerCase());
    if (existing) {
      existing.variants.push({ id: m.id, account_type: m.account_type });
      continue;
    }
    out.push({
      id: m.id,
      name: m.name,
      icon: m.icon,
      isEwallet: allEwallet || m.type === 'ewallet',
      isBank: m.type === 'bank' || /bank/i.test(m.name),
      variants: [{ id: m.id, account_type: m.account_type }],
    });
  }
  return out;
}

/** payment_id for the chosen channel: the method of that name and account type, else the first of that name. */
export function paymentIdFor(method: MethodOption, accountType: string): number {
  const k = channelKind(accountType);
  return method.variants.find((v) => channelKind(v.account_type) === k)?.id ?? method.id;
}

/** Deposit Next, in the spec's order: phone verified, no pending deposit, amount, payment method, channel. */
export type DepositCheck = 'verifyPhone' | 'pendingDeposit' | 'fillAmount' | 'selectMethod' | 'selectChannel';
export function depositNextError(f: {
  phoneVerified: boolean;
  hasPendingDeposit: boolean;
  amount: string;
  method: unknown;
  channel: unknown;
}): DepositCheck | null {
  if (!f.phoneVerified) return 'verifyPhone';
  if (f.hasPendingDeposit) return 'pendingDeposit';
  return firstErrorOf(DepositNextRules, f) as DepositCheck | null;
}

/** Withdraw Submit, in the spec's order (the server eligibility check comes after these). */
export type WithdrawCheck = 'verifyPhone' | 'pendingWithdraw' | 'amountRequired' | 'accountRequired' | 'selectYourMethod';
export function withdrawError(f: {
  phoneVerified: boolean;
  hasPendingWithdraw: boolean;
  amount: string;
  accountNumber: string;
  method: unknown;
}): WithdrawCheck | null {
  if (!f.phoneVerified) return 'verifyPhone';
  if (f.hasPendingWithdraw) return 'pendingWithdraw';
  return firstErrorOf(WithdrawRules, f) as WithdrawCheck | null;
}

/** Manual payment Submit: the phone exactly 11 digits, then the transaction id at least 7 characters. */
export type ManualPaymentCheck = 'invalidAccountNumber' | 'invalidTrx';
export function manualPaymentError(f: { phone: string; trxId: string }): ManualPaymentCheck | null {
  return firstErrorOf(ManualPaymentRules, f) as ManualPaymentCheck | null;
}

/** A userwithdrawcheck 400 links to /profile when it is about the Date of Birth, otherwise to /turnover-record. */
export function eligibilityLink(message: string): '/profile' | '/turnover-record' {
  return /date of birth/i.test(message) ? '/profile' : '/turnover-record';
}

/** Rounded percent of a promotion's deposit_bouns. */
export function bonusPercent(depositBouns: number | undefined | null): number {
  return Math.round(Number(depositBouns ?? 0));
}

/**
 * A money request that timed out or lost its connection may still have reached the platform: the
 * player must look at Transaction Records before sending it again, not just "try again".
 */
export function outcomeUnknown(e: unknown): boolean {
  return isApiError(e) && (e.kind === 'timeout' || e.kind === 'network');
}
