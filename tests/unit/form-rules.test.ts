import { describe, expect, it } from 'vitest';
import {
  AddPhoneRules,
  birthdayRules,
  DepositCallRules,
  firstErrorOf,
  NewPasswordCallRules,
  PayerPhoneRules,
  SignupCallRules,
  TrxIdRules,
  WithdrawCallRules,
} from '../../src/api/contract/form-rules';
import { depositNextError, manualPaymentError, withdrawError } from '../../src/features/funds/rules';
import accountEn from '../../src/i18n/locales/en/account.json';
import fundsEn from '../../src/i18n/locales/en/funds.json';
import profileEn from '../../src/i18n/locales/en/profile.json';
import en from '../../src/i18n/locales/en/validation.json';
import { changePasswordError, resetError, signupErrors } from '../../src/api/form-checks';
import { MSG } from '../../server/lib/funds-rules';
import { ACCOUNT_WORDS, FUNDS_WORDS, firstRuleError, ruleErrors } from '../../server/lib/words';
import { birthdayProblem } from '../../server/routes/profile';

const words = en as Record<string, string>;
const call = { username: 'player01', password: 'abc12345', confirmPassword: 'abc12345', email: 'a@b.co', phone: '01712345678' };
const form = { username: 'player01', password: 'abc12345', confirmPassword: 'abc12345', email: 'a@b.co', phone: '01712345678' };

describe('one set of form rules for the screens and the reference API', () => {
  it('the sign-up call refuses a bad e-mail, phone and confirmation in the words the form shows', () => {
    const bad = { email: 'not-mail', phone: '12', confirmPassword: 'abc12346' };
    const server = ruleErrors(SignupCallRules, { ...call, ...bad });
    const client = signupErrors({ ...form, ...bad });
    for (const field of ['email', 'phone', 'confirmPassword'] as const) {
      const key = client[field];
      expect(key, field).toBeDefined();
      expect(server[field]).toEqual([words[key ?? '']]);
    }
    expect(ruleErrors(SignupCallRules, call)).toEqual({});
  });

  it('the reset and change calls refuse a weak or unconfirmed password in the words the forms show', () => {
    const weak = firstRuleError(NewPasswordCallRules, { password: 'short', confirm: 'short' });
    expect(weak).toBe(words[resetError({ otp: '1', password: 'short', confirm: 'short' }) ?? '']);
    expect(weak).toBe(words[changePasswordError({ current: 'x', next: 'short', confirm: 'short' }) ?? '']);
    const mismatch = firstRuleError(NewPasswordCallRules, { password: 'abc12345', confirm: 'abc12346' });
    expect(mismatch).toBe('Passwords do not match.');
    expect(mismatch).toBe(words[resetError({ otp: '1', password: 'abc12345', confirm: 'abc12346' }) ?? '']);
    expect(firstRuleError(NewPasswordCallRules, { password: 'abc12345', confirm: 'abc12345' })).toBeNull();
  });
});

describe('the funds and profile forms and their calls give the same words', () => {
  const fundsWords = fundsEn.check as Record<string, string>;
  const ok = { phoneVerified: true, hasPendingDeposit: false, amount: '500', method: {}, channel: {} };

  it('a deposit with no amount is refused in the words Deposit Next shows', () => {
    const client = depositNextError({ ...ok, amount: '' });
    expect(client).toBe('fillAmount');
    expect(firstRuleError(DepositCallRules, { amount: '0.00' }, FUNDS_WORDS)).toBe(fundsWords[client ?? '']);
    expect(MSG.amount).toBe(fundsWords.fillAmount);
    expect(firstRuleError(DepositCallRules, { amount: '500.00' }, FUNDS_WORDS)).toBeNull();
  });

  it('a withdrawal with no amount or a bad account number is refused in the words the withdrawal form shows', () => {
    const w = { phoneVerified: true, hasPendingWithdraw: false, amount: '1500', accountNumber: '01711111111', method: {} };
    const amount = withdrawError({ ...w, amount: '' });
    expect(ruleErrors(WithdrawCallRules, { amount: '', account_number: '01711111111' }, FUNDS_WORDS)).toEqual({ amount: [fundsWords[amount ?? '']] });
    // the withdrawal form checks the account is there; the call and the payment form check its 11 digits
    const manual = manualPaymentError({ phone: '0171', trxId: 'ABCDEFG' });
    expect(ruleErrors(WithdrawCallRules, { amount: '1500', account_number: '0171' }, FUNDS_WORDS)).toEqual({ account_number: [fundsWords[manual ?? '']] });
    expect(ruleErrors(WithdrawCallRules, { amount: '1500.00', account_number: '01711111111' }, FUNDS_WORDS)).toEqual({});
  });

  it('a manual payment with a bad phone or a short transaction id is refused in the words the payment form shows', () => {
    expect(firstRuleError(PayerPhoneRules, { phone: '12345' }, FUNDS_WORDS)).toBe(fundsWords[manualPaymentError({ phone: '12345', trxId: 'ABCDEFG' }) ?? '']);
    expect(firstRuleError(TrxIdRules, { trxId: 'ABC' }, FUNDS_WORDS)).toBe(fundsWords[manualPaymentError({ phone: '01711111111', trxId: 'ABC' }) ?? '']);
    expect(MSG.trxId).toBe(fundsWords.invalidTrx);
  });

  it('the profile forms refuse a bad phone and birthday in the words the server answers', () => {
    const phoneKey = firstErrorOf(AddPhoneRules, { phone: '0171' });
    expect(phoneKey).toBe('verify.phoneInvalid');
    expect(firstRuleError(AddPhoneRules, { phone: '0171' }, ACCOUNT_WORDS)).toBe(accountEn.verify.phoneInvalid);
    const now = new Date('2026-06-01T00:00:00Z');
    expect(firstErrorOf(birthdayRules(now), { dofb: '2008-06-02' })).toBe('birthday.underAge');
    expect(birthdayProblem('2008-06-02', now)).toBe(profileEn.birthday.underAge);
    expect(birthdayProblem('1990-02-30', now)).toBe(profileEn.birthday.invalid);
    expect(firstErrorOf(birthdayRules(now), { dofb: '2008-06-01' })).toBeNull();
  });
});
