/**
 * Validation rules of the spec, in the spec's order. Each returns the key of its message in the
 * `validation` i18n namespace (the English text there is the spec's exact wording), or null.
 */
export type MessageKey = string;
export type FieldErrors<F extends string> = Partial<Record<F, MessageKey>>;

const ALNUM = /^[A-Za-z0-9]+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** letters and digits only, at least 8, with at least one of each */
const STRONG = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{8,}$/;

export function loginErrors(f: { username: string; password: string }): FieldErrors<'username' | 'password'> {
  const e: FieldErrors<'username' | 'password'> = {};
  const u = f.username.trim();
  if (!u) e.username = 'usernameRequired';
  else if (!ALNUM.test(u)) e.username = 'usernameAlnum';
  if (!f.password) e.password = 'passwordRequired';
  else if (f.password.length < 8) e.password = 'passwordMin8';
  return e;
}

export type SignupField = 'username' | 'email' | 'phone' | 'password' | 'confirmPassword';
export function signupErrors(f: Record<SignupField, string>): FieldErrors<SignupField> {
  const e: FieldErrors<SignupField> = {};
  const u = f.username.trim();
  if (!u) e.username = 'usernameRequired';
  else if (!ALNUM.test(u)) e.username = 'usernameAlnum';
  else if (u.length < 8 || u.length > 16) e.username = 'usernameLength';
  const mail = f.email.trim();
  if (!mail) e.email = 'emailRequired';
  else if (!EMAIL.test(mail)) e.email = 'emailInvalid';
  const phone = f.phone.trim();
  if (!phone) e.phone = 'phoneRequired';
  else if (!/^\d{10,15}$/.test(phone)) e.phone = 'phoneInvalid';
  if (!f.password) e.password = 'passwordRequired';
  else if (f.password.length < 8) e.password = 'passwordMin8';
  else if (!ALNUM.test(f.password)) e.password = 'passwordAlnum';
  if (!f.confirmPassword) e.confirmPassword = 'confirmRequired';
  else if (f.confirmPassword !== f.password) e.confirmPassword = 'passwordsMismatch';
  return e;
}

export function forgotError(f: { mode: 'email' | 'sms'; email: string; phone: string; username: string }): MessageKey | null {
  if (f.mode === 'email' && !f.email.trim()) return 'enterEmail';
  if (f.mode === 'sms' && !f.phone.trim()) return 'enterPhone';
  if (!f.username.trim()) return 'enterUsername';
  return null;
}

export function isStrongPassword(p: string): boolean {
  return STRONG.test(p);
}

export function resetError(f: { otp: string; password: string; confirm: string }): MessageKey | null {
  if (!f.otp.trim()) return 'enterOtp';
  if (!isStrongPassword(f.password)) return 'newPasswordRule';
  if (!f.confirm) return 'confirmNewPassword';
  if (f.confirm !== f.password) return 'passwordsMismatchDot';
  return null;
}

/** Member password change: the spec's actual order puts the new-password rule first. */
export function changePasswordError(f: { current: string; next: string; confirm: string }): MessageKey | null {
  if (!isStrongPassword(f.next)) return 'newPasswordRule';
  if (!f.current) return 'enterCurrentPassword';
  if (!f.confirm) return 'confirmNewPassword';
  if (f.confirm !== f.next) return 'passwordsMismatchDot';
  return null;
}
