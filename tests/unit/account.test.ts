import { describe, expect, it } from 'vitest';
import {
  formatMMSS,
  formatMSS,
  isEmailVerified,
  isPhoneVerified,
  missingForWithdrawal,
  securityLevel,
  verifiedPhoneList,
} from '../../src/features/account/verification';

describe('verification', () => {
  it('counts the phone verified by session_id 1 or a verified extra phone', () => {
    expect(isPhoneVerified({ session_id: 1 })).toBe(true);
    expect(isPhoneVerified({ session_id: 0 }, [{ isverify: 0 }])).toBe(false);
    expect(isPhoneVerified({ session_id: 0 }, [{ isverify: 0 }, { isverify: 1 }])).toBe(true);
    expect(isPhoneVerified(undefined)).toBe(false);
  });

  it('counts the e-mail verified when email_verified_at is set', () => {
    expect(isEmailVerified({ email_verified_at: '2026-01-01T00:00:00Z' })).toBe(true);
    expect(isEmailVerified({ email_verified_at: null })).toBe(false);
  });

  it('security level: Unverified 0, Normal 1, Safe 2 verified contacts', () => {
    expect(securityLevel(false, false)).toBe('unverified');
    expect(securityLevel(true, false)).toBe('normal');
    expect(securityLevel(false, true)).toBe('normal');
    expect(securityLevel(true, true)).toBe('safe');
  });

  it('lists the own phone when verified, then verified extra phones', () => {
    const phones = [
      { id: 1, contract_value: '01811111111', isverify: 1 },
      { id: 2, contract_value: '01822222222', isverify: 0 },
    ];
    expect(verifiedPhoneList({ session_id: 1, phone: '01711111111' }, phones)).toEqual(['01711111111', '01811111111']);
    expect(verifiedPhoneList({ session_id: 0, phone: '01711111111' }, phones)).toEqual(['01811111111']);
  });

  it('the withdrawal notice lists Birthday and Phone Number until done', () => {
    expect(missingForWithdrawal({ dofb: null }, false)).toEqual(['birthday', 'phone']);
    expect(missingForWithdrawal({ dofb: '1990-01-01' }, false)).toEqual(['phone']);
    expect(missingForWithdrawal({ dofb: '1990-01-01' }, true)).toEqual([]);
  });
});

describe('countdown formatting', () => {
  it('m:ss for the 300-second code countdown', () => {
    expect(formatMSS(300)).toBe('5:00');
    expect(formatMSS(299)).toBe('4:59');
    expect(formatMSS(9)).toBe('0:09');
    expect(formatMSS(-3)).toBe('0:00');
  });
  it('mm:ss for the 10- and 30-minute countdowns', () => {
    expect(formatMMSS(600)).toBe('10:00');
    expect(formatMMSS(1800)).toBe('30:00');
    expect(formatMMSS(65)).toBe('01:05');
    expect(formatMMSS(0.4)).toBe('00:01');
  });
});
