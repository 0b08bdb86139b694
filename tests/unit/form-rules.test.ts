import { describe, expect, it } from 'vitest';
import { NewPasswordCallRules, SignupCallRules } from '../../src/api/contract/form-rules';
import en from '../../src/i18n/locales/en/validation.json';
import { changePasswordError, resetError, signupErrors } from '../../src/lib/validation';
import { firstRuleError, ruleErrors } from '../../server/lib/words';

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
