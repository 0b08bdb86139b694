import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import {
  actionWord,
  addAmount,
  bonusPercent,
  channelLabel,
  collapseMethods,
  DEPOSIT_QUICK_AMOUNTS,
  depositNextError,
  eligibilityLink,
  manualPaymentError,
  isWholeAmount,
  maskAccount,
  outcomeUnknown,
  paymentIdFor,
  sanitizeAmount,
  WITHDRAW_QUICK_AMOUNTS,
  withdrawError,
} from '../../src/features/funds/rules';

const m = (id: number, name: string, account_type: string, status = 'active', type = 'manual') => ({
  id,
  name,
  icon: `/${name}.svg`,
  status,
  account_type,
  type,
});

describe('masking and labels', () => {
  it('masks an account number: first 2, x-xxx-xxx-, last 2', () => {
    expect(maskAccount('01911223344')).toBe('01x-xxx-xxx-44');
    expect(maskAccount('20501234567')).toBe('20x-xxx-xxx-67');
    expect(maskAccount('')).toBe('');
  });

  it('labels channels by account type, Marchent spelled so', () => {
    expect(channelLabel('Agent')).toBe('CashOut');
    expect(channelLabel('Merchant')).toBe('Merchant');
    expect(channelLabel('Marchent')).toBe('Merchant');
    expect(channelLabel('Personal')).toBe('Send Money');
  });

  it('picks the action word by account type', () => {
    expect(actionWord('Personal')).toBe('Send Money');
    expect(actionWord('Agent')).toBe('Cash Out');
    expect(actionWord('Merchant')).toBe('Make Payment');
    expect(actionWord('Marchent')).toBe('Make Payment');
  });

  it('rounds the promotion percent', () => {
    expect(bonusPercent(19.6)).toBe(20);
    expect(bonusPercent(undefined)).toBe(0);
  });
});

describe('amounts', () => {
  it('keeps a whole amount; a decimal or negative one stays as typed to be refused, never another amount', () => {
    expect(sanitizeAmount('00700')).toBe('700');
    expect(sanitizeAmount('1234567890123')).toBe('123456789');
    // a Bangla keyboard's digits are the same amount
    expect(sanitizeAmount('৫০০')).toBe('500');
    expect(sanitizeAmount('১,২৫০')).toBe('1250');
    // "10.5" typed or pasted: before, the '.' was dropped and 105 was sent
    expect(sanitizeAmount('10.5')).toBe('10.5');
    expect(isWholeAmount(sanitizeAmount('10.5'))).toBe(false);
    expect(isWholeAmount(sanitizeAmount('-500'))).toBe(false);
    expect(isWholeAmount('')).toBe(true);
  });
  it('adds quick amounts without floats; a quick amount replaces a refused one', () => {
    expect(addAmount('', 500)).toBe('500');
    expect(addAmount('999999999', 25000)).toBe('1000024999');
    expect(addAmount('10.5', 500)).toBe('500');
  });
  it('Next and Submit refuse an amount that is not whole', () => {
    const base = { phoneVerified: true, hasPendingDeposit: false, method: {}, channel: {} };
    expect(depositNextError({ ...base, amount: '10.5' })).toBe('fillAmount');
    expect(depositNextError({ ...base, amount: '105' })).toBeNull();
    const w = { phoneVerified: true, hasPendingWithdraw: false, accountNumber: '01711111111', method: {} };
    expect(withdrawError({ ...w, amount: '1500.5' })).toBe('amountRequired');
    expect(withdrawError({ ...w, amount: '1500' })).toBeNull();
  });
  it('has the spec quick amounts; withdrawal without 100', () => {
    expect([...DEPOSIT_QUICK_AMOUNTS]).toEqual([100, 500, 1000, 2000, 3000, 5000, 10000, 15000, 20000, 25000]);
    expect(WITHDRAW_QUICK_AMOUNTS).toEqual([500, 1000, 2000, 3000, 5000, 10000, 15000, 20000, 25000]);
  });
});

describe('payment methods', () => {
  it('keeps active methods and collapses duplicates by name', () => {
    const out = collapseMethods([
      m(1, 'bKash', 'Personal'),
      m(2, 'bKash', 'Agent'),
      m(3, 'UPAY', 'Personal', 'inactive'),
      m(4, 'Bank Transfer', 'Merchant', 'active', 'bank'),
    ]);
    expect(out.map((x) => x.name)).toEqual(['bKash', 'Bank Transfer']);
    expect(out[0]?.variants).toHaveLength(2);
    expect(out[1]?.isBank).toBe(true);
    expect(out[0]?.isBank).toBe(false);
  });
  it('reads the e-wallet form of the answer', () => {
    const out = collapseMethods({ type: 'ewallet', pgs: [m(7, 'OKWallet', 'Personal')] });
    expect(out[0]?.isEwallet).toBe(true);
  });
  it('uses the payment id of the chosen channel', () => {
    const [bkash] = collapseMethods([m(1, 'bKash', 'Personal'), m(2, 'bKash', 'Agent')]);
    if (!bkash) throw new Error('no method');
    expect(paymentIdFor(bkash, 'Agent')).toBe(2);
    expect(paymentIdFor(bkash, 'Merchant')).toBe(1);
  });
});

describe('check order', () => {
  const ok = { phoneVerified: true, hasPendingDeposit: false, amount: '1000', method: {}, channel: {} };
  it('deposit Next: phone, pending, amount, method, channel', () => {
    expect(depositNextError({ phoneVerified: false, hasPendingDeposit: true, amount: '', method: null, channel: null })).toBe('verifyPhone');
    expect(depositNextError({ ...ok, hasPendingDeposit: true, amount: '', method: null, channel: null })).toBe('pendingDeposit');
    expect(depositNextError({ ...ok, amount: '', method: null, channel: null })).toBe('fillAmount');
    expect(depositNextError({ ...ok, amount: '0' })).toBe('fillAmount');
    expect(depositNextError({ ...ok, method: null, channel: null })).toBe('selectMethod');
    expect(depositNextError({ ...ok, channel: null })).toBe('selectChannel');
    expect(depositNextError(ok)).toBeNull();
  });

  const w = { phoneVerified: true, hasPendingWithdraw: false, amount: '1000', accountNumber: '01711111111', method: {} };
  it('withdraw Submit: phone, pending, amount, account number, method', () => {
    expect(withdrawError({ phoneVerified: false, hasPendingWithdraw: true, amount: '', accountNumber: '', method: null })).toBe('verifyPhone');
    expect(withdrawError({ ...w, hasPendingWithdraw: true, amount: '', accountNumber: '', method: null })).toBe('pendingWithdraw');
    expect(withdrawError({ ...w, amount: '', accountNumber: '', method: null })).toBe('amountRequired');
    expect(withdrawError({ ...w, accountNumber: ' ', method: null })).toBe('accountRequired');
    expect(withdrawError({ ...w, method: null })).toBe('selectYourMethod');
    expect(withdrawError(w)).toBeNull();
  });

  it('manual payment: 11-digit phone first, then a TRX id of 7 or more', () => {
    expect(manualPaymentError({ phone: '0171', trxId: '' })).toBe('invalidAccountNumber');
    expect(manualPaymentError({ phone: '017111111111', trxId: 'ABCDEFG' })).toBe('invalidAccountNumber');
    expect(manualPaymentError({ phone: '01711111111', trxId: 'ABCDEF' })).toBe('invalidTrx');
    expect(manualPaymentError({ phone: '01711111111', trxId: 'ABCDEFG' })).toBeNull();
  });

  it('links an eligibility refusal to /profile only for the Date of Birth', () => {
    expect(eligibilityLink('Please set your Date of Birth in your profile before making a withdrawal.')).toBe('/profile');
    expect(eligibilityLink('You have an active turnover requirement.')).toBe('/turnover-record');
  });
});

describe('a money request whose outcome is unknown', () => {
  it('a timeout or a lost connection may have reached the platform: the player checks the records first', () => {
    expect(outcomeUnknown(new ApiError('timeout', 'Request timed out'))).toBe(true);
    expect(outcomeUnknown(new ApiError('network', 'Network error'))).toBe(true);
  });
  it('known offline before sending, or answered by the server: the request did not go through', () => {
    expect(outcomeUnknown(new ApiError('offline', 'Network error'))).toBe(false);
    expect(outcomeUnknown(new ApiError('http', 'The given data was invalid.', { status: 422, fromServer: true }))).toBe(false);
    expect(outcomeUnknown(new Error('boom'))).toBe(false);
  });
});
