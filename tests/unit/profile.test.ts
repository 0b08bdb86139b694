import { describe, expect, it } from 'vitest';
import { passwordRules } from '../../src/features/profile/password-rules';
import { changePasswordError, isStrongPassword } from '../../src/api/form-checks';

describe('password change', () => {
  it('shows exactly the rule that is checked', () => {
    for (const p of ['abc12345', 'abcdefgh', '12345678', 'abc 1234', 'ab1', 'Abc12345!', 'ABCDEFG1']) {
      const allMet = passwordRules(p).every((r) => r.met);
      expect(allMet, p).toBe(isStrongPassword(p));
    }
  });

  it('checks in the spec order: rule, current, confirm, match', () => {
    expect(changePasswordError({ current: '', next: 'short', confirm: '' })).toBe('newPasswordRule');
    expect(changePasswordError({ current: '', next: 'abc12345', confirm: '' })).toBe('enterCurrentPassword');
    expect(changePasswordError({ current: 'old12345', next: 'abc12345', confirm: '' })).toBe('confirmNewPassword');
    expect(changePasswordError({ current: 'old12345', next: 'abc12345', confirm: 'abc12346' })).toBe('passwordsMismatchDot');
    expect(changePasswordError({ current: 'old12345', next: 'abc12345', confirm: 'abc12345' })).toBeNull();
  });
});
