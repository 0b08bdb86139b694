import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { changePasswordError, forgotError, isStrongPassword, loginErrors, resetError, signupErrors } from '../../src/api/form-checks';

/** The English texts are the spec's exact words: every key a rule returns must resolve to one of them. */
const en = JSON.parse(readFileSync('src/i18n/locales/en/validation.json', 'utf8')) as Record<string, string>;
const text = (key: string | null | undefined) => (key ? en[key] : key);

describe('login rules (spec 5: username required, letters and numbers, password required, 8+)', () => {
  it('asks for both fields when empty, with the spec words', () => {
    const e = loginErrors({ username: '', password: '' });
    expect(text(e.username)).toBe('Username is required');
    expect(text(e.password)).toBe('Password is required');
  });

  it('treats a username of spaces as empty', () => {
    expect(text(loginErrors({ username: '   ', password: 'abcdefgh' }).username)).toBe('Username is required');
  });

  it('refuses anything but letters and numbers in the username', () => {
    for (const u of ['demo player', 'demo_player', 'démo1234', 'demo-1', 'a@b']) {
      expect(text(loginErrors({ username: u, password: 'abcdefgh' }).username)).toBe('Invalid username (only letters and numbers)');
    }
  });

  it('needs at least 8 characters of password (exactly 8 passes)', () => {
    expect(text(loginErrors({ username: 'demo', password: 'abc1234' }).password)).toBe('Password must be at least 8 characters');
    expect(loginErrors({ username: 'demo', password: 'abc12345' })).toEqual({});
  });

  it('does not impose the sign-up length rule on login usernames', () => {
    expect(loginErrors({ username: 'ab', password: 'whatever!' })).toEqual({});
  });

  it('keeps the required check before the format check for each field', () => {
    expect(loginErrors({ username: '', password: 'x' })).toEqual({ username: 'usernameRequired', password: 'passwordMin8' });
  });
});

const goodSignup = { username: 'player123', email: 'p@example.com', phone: '01711111111', password: 'abc12345', confirmPassword: 'abc12345' };

describe('sign-up rules (spec 5, mobile)', () => {
  it('accepts a valid form', () => {
    expect(signupErrors(goodSignup)).toEqual({});
  });

  it('reports every empty field with its own message', () => {
    const e = signupErrors({ username: '', email: '', phone: '', password: '', confirmPassword: '' });
    expect(Object.fromEntries(Object.entries(e).map(([k, v]) => [k, text(v)]))).toEqual({
      username: 'Username is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      password: 'Password is required',
      confirmPassword: 'Confirm Password is required',
    });
  });

  it('lists the fields in the spec order: username, e-mail, phone, password, confirm', () => {
    const e = signupErrors({ username: '', email: '', phone: '', password: '', confirmPassword: '' });
    expect(Object.keys(e)).toEqual(['username', 'email', 'phone', 'password', 'confirmPassword']);
  });

  it('username: letters and numbers before length, 8 to 16 inclusive', () => {
    expect(text(signupErrors({ ...goodSignup, username: 'ab_c' }).username)).toBe('Invalid username (only letters and numbers)');
    expect(text(signupErrors({ ...goodSignup, username: 'abc1234' }).username)).toBe('Username must be between 8 and 16 characters');
    expect(text(signupErrors({ ...goodSignup, username: 'a'.repeat(17) }).username)).toBe('Username must be between 8 and 16 characters');
    expect(signupErrors({ ...goodSignup, username: 'a'.repeat(8) }).username).toBeUndefined();
    expect(signupErrors({ ...goodSignup, username: 'a'.repeat(16) }).username).toBeUndefined();
  });

  it('e-mail must look like an address', () => {
    for (const mail of ['plain', 'a@b', '@example.com', 'a b@example.com']) {
      expect(text(signupErrors({ ...goodSignup, email: mail }).email)).toBe('Invalid email address');
    }
  });

  it('phone: 10 to 15 digits only', () => {
    for (const phone of ['017111111', '1234567890123456', '01711-11111', '+8801711111111']) {
      expect(text(signupErrors({ ...goodSignup, phone }).phone)).toBe('Invalid phone number (10-15 digits)');
    }
    expect(signupErrors({ ...goodSignup, phone: '0171111111' }).phone).toBeUndefined();
    expect(signupErrors({ ...goodSignup, phone: '123456789012345' }).phone).toBeUndefined();
  });

  it('password: length is checked before the character rule; only the minimum of 8 is enforced', () => {
    expect(text(signupErrors({ ...goodSignup, password: 'ab!', confirmPassword: 'ab!' }).password)).toBe('Password must be at least 8 characters');
    expect(text(signupErrors({ ...goodSignup, password: 'abc12345!', confirmPassword: 'abc12345!' }).password)).toBe(
      'Password can only contain letters and numbers (no special characters)',
    );
    const long = 'a1'.repeat(20);
    expect(signupErrors({ ...goodSignup, password: long, confirmPassword: long })).toEqual({});
  });

  it('confirm password: required, then equal', () => {
    expect(text(signupErrors({ ...goodSignup, confirmPassword: '' }).confirmPassword)).toBe('Confirm Password is required');
    expect(text(signupErrors({ ...goodSignup, confirmPassword: 'abc12346' }).confirmPassword)).toBe('Passwords do not match');
  });
});

describe('forgot-password rules (spec 5)', () => {
  const base = { email: '', phone: '', username: '' };
  it('email mode: the e-mail is asked for before the username', () => {
    expect(text(forgotError({ ...base, mode: 'email' }))).toBe('Please enter your email address.');
    expect(text(forgotError({ ...base, mode: 'email', email: 'a@b.co' }))).toBe('Please enter your username.');
    expect(forgotError({ ...base, mode: 'email', email: 'a@b.co', username: 'demo' })).toBeNull();
  });

  it('sms mode: the phone is asked for before the username', () => {
    expect(text(forgotError({ ...base, mode: 'sms' }))).toBe('Please enter your phone number.');
    expect(text(forgotError({ ...base, mode: 'sms', phone: '1711111111' }))).toBe('Please enter your username.');
    expect(forgotError({ ...base, mode: 'sms', phone: '1711111111', username: 'demo' })).toBeNull();
  });

  it('each mode ignores the other mode field', () => {
    expect(text(forgotError({ ...base, mode: 'sms', email: 'a@b.co', username: 'demo' }))).toBe('Please enter your phone number.');
    expect(text(forgotError({ ...base, mode: 'email', phone: '1711111111', username: 'demo' }))).toBe('Please enter your email address.');
  });
});

describe('reset rules, in the spec order: OTP, password rule, confirm, match', () => {
  it('walks the order one failure at a time', () => {
    expect(text(resetError({ otp: '', password: '', confirm: '' }))).toBe('Please enter the OTP.');
    expect(text(resetError({ otp: '123456', password: 'short1', confirm: '' }))).toBe(
      'New Password must contain at least one number, one letter, and 8 characters long.',
    );
    expect(text(resetError({ otp: '123456', password: 'abcd1234', confirm: '' }))).toBe('Please confirm your new password.');
    expect(text(resetError({ otp: '123456', password: 'abcd1234', confirm: 'abcd1235' }))).toBe('Passwords do not match.');
    expect(resetError({ otp: '123456', password: 'abcd1234', confirm: 'abcd1234' })).toBeNull();
  });

  it('the new password needs a letter, a digit, 8+ and nothing else', () => {
    expect(isStrongPassword('abcdefgh')).toBe(false);
    expect(isStrongPassword('12345678')).toBe(false);
    expect(isStrongPassword('abc1234')).toBe(false);
    expect(isStrongPassword('abcd123!')).toBe(false);
    expect(isStrongPassword('abcd1234')).toBe(true);
    expect(isStrongPassword('1234567A')).toBe(true);
  });
});

describe('member change-password rules (the new-password rule comes first)', () => {
  it('walks the order: rule, current, confirm, match', () => {
    expect(text(changePasswordError({ current: '', next: 'weak', confirm: '' }))).toBe(
      'New Password must contain at least one number, one letter, and 8 characters long.',
    );
    expect(text(changePasswordError({ current: '', next: 'abcd1234', confirm: '' }))).toBe('Please enter your current password.');
    expect(text(changePasswordError({ current: 'old12345', next: 'abcd1234', confirm: '' }))).toBe('Please confirm your new password.');
    expect(text(changePasswordError({ current: 'old12345', next: 'abcd1234', confirm: 'x' }))).toBe('Passwords do not match.');
    expect(changePasswordError({ current: 'old12345', next: 'abcd1234', confirm: 'abcd1234' })).toBeNull();
  });
});

describe('message catalogue', () => {
  it('has every text of spec 5 with its exact words', () => {
    const spec = [
      'Username is required',
      'Invalid username (only letters and numbers)',
      'Password is required',
      'Password must be at least 8 characters',
      'Username must be between 8 and 16 characters',
      'Email is required',
      'Invalid email address',
      'Phone number is required',
      'Invalid phone number (10-15 digits)',
      'Password can only contain letters and numbers (no special characters)',
      'Confirm Password is required',
      'Passwords do not match',
      'Please enter your email address.',
      'Please enter your username.',
      'Please enter your phone number.',
      'Please enter the OTP.',
      'New Password must contain at least one number, one letter, and 8 characters long.',
      'Please confirm your new password.',
      'Passwords do not match.',
      'Please enter your current password.',
    ];
    expect(Object.values(en).sort()).toEqual([...spec].sort());
  });
});
