/**
 * The checks of the auth and password forms, for the screens. The rules themselves are the contract's
 * schemas (src/api/contract/form-rules.ts), shared with the reference API; each check returns the key of
 * its message in the `validation` i18n namespace (the English text there is the spec's exact wording).
 */
import {
  ChangePasswordRules,
  type FieldErrors,
  ForgotRules,
  fieldErrorsOf,
  firstErrorOf,
  LoginRules,
  type MessageKey,
  ResetRules,
  SignupRules,
} from './contract/form-rules';

export { type FieldErrors, isStrongPassword, type MessageKey } from './contract/form-rules';

export function loginErrors(f: { username: string; password: string }): FieldErrors<'username' | 'password'> {
  return fieldErrorsOf(LoginRules, f);
}

export type SignupField = 'username' | 'email' | 'phone' | 'password' | 'confirmPassword';
export function signupErrors(f: Record<SignupField, string>): FieldErrors<SignupField> {
  return fieldErrorsOf(SignupRules, f);
}

export function forgotError(f: { mode: 'email' | 'sms'; email: string; phone: string; username: string }): MessageKey | null {
  return firstErrorOf(ForgotRules, f);
}

export function resetError(f: { otp: string; password: string; confirm: string }): MessageKey | null {
  return firstErrorOf(ResetRules, f);
}

/** Member password change: the spec's actual order puts the new-password rule first. */
export function changePasswordError(f: { current: string; next: string; confirm: string }): MessageKey | null {
  return firstErrorOf(ChangePasswordRules, f);
}
