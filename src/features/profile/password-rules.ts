/**
 * The requirements list of the password change: exactly the rule changePasswordError checks
 * (src/api/form-checks.ts): at least 8 characters, letters and digits only, one letter and one digit.
 */
export type PasswordRuleKey = 'length' | 'onlyLettersDigits' | 'letter' | 'digit';

export function passwordRules(p: string): Array<{ key: PasswordRuleKey; met: boolean }> {
  return [
    { key: 'length', met: p.length >= 8 },
    { key: 'onlyLettersDigits', met: p.length > 0 && /^[A-Za-z\d]+$/.test(p) },
    { key: 'letter', met: /[A-Za-z]/.test(p) },
    { key: 'digit', met: /\d/.test(p) },
  ];
}
