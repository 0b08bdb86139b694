/**
 * The rules of the player's forms, written once: the screens check a form with these schemas before
 * sending it, and the reference API checks the same call with them, so the two cannot give different
 * words. A message is the key of its text in the `validation` i18n namespace (the English there is the
 * spec's exact wording; the server answers that English), or, for the register steps, in `desktop`
 * (register.*). Each field's rules are in the spec's order: the first refusal of a field is the one shown.
 */
import * as v from 'valibot';

export type MessageKey = string;
export type FieldErrors<F extends string> = Partial<Record<F, MessageKey>>;

const ALNUM = /^[A-Za-z0-9]+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\d{10,15}$/;
/** letters and digits only, at least 8, with at least one of each */
const STRONG = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{8,}$/;

export const isStrongPassword = (p: string): boolean => STRONG.test(p);

/** Trimmed and filled in. */
const filled = (message: MessageKey) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));
/** Filled in as typed (passwords are not trimmed). */
const typed = (message: MessageKey) => v.pipe(v.string(), v.nonEmpty(message));
const email = v.pipe(filled('emailRequired'), v.regex(EMAIL, 'emailInvalid'));
const phone = v.pipe(filled('phoneRequired'), v.regex(PHONE, 'phoneInvalid'));
const newPassword = v.pipe(v.string(), v.regex(STRONG, 'newPasswordRule'));

/**
 * A confirmation is compared once it passed its own rules, whatever the password's state (both
 * refusals show at once, as the forms always did), so its check names only the confirmation's path and
 * reads the password from the whole form.
 */
const typedAs = (f: object) => f as Record<string, unknown>;

export const LoginRules = v.object({
  username: v.pipe(filled('usernameRequired'), v.regex(ALNUM, 'usernameAlnum')),
  password: v.pipe(typed('passwordRequired'), v.minLength(8, 'passwordMin8')),
});

/** Mobile sign-up (spec 5). */
export const SignupRules = v.pipe(
  v.object({
    username: v.pipe(filled('usernameRequired'), v.regex(ALNUM, 'usernameAlnum'), v.minLength(8, 'usernameLength'), v.maxLength(16, 'usernameLength')),
    email,
    phone,
    password: v.pipe(typed('passwordRequired'), v.minLength(8, 'passwordMin8'), v.regex(ALNUM, 'passwordAlnum')),
    confirmPassword: typed('confirmRequired'),
  }),
  v.forward(
    v.partialCheck([['confirmPassword']], (f) => f.confirmPassword === typedAs(f).password, 'passwordsMismatch'),
    ['confirmPassword'],
  ),
);

/** Password recovery, first step: the chosen channel's field, then the username. */
export const ForgotRules = v.variant('mode', [
  v.object({ mode: v.literal('email'), email: filled('enterEmail'), username: filled('enterUsername') }),
  v.object({ mode: v.literal('sms'), phone: filled('enterPhone'), username: filled('enterUsername') }),
]);

/** Password recovery, second step. */
export const ResetRules = v.pipe(
  v.object({ otp: filled('enterOtp'), password: newPassword, confirm: typed('confirmNewPassword') }),
  v.forward(
    v.partialCheck([['confirm']], (f) => f.confirm === typedAs(f).password, 'passwordsMismatchDot'),
    ['confirm'],
  ),
);

/** Member password change: the spec's actual order puts the new-password rule first. */
export const ChangePasswordRules = v.pipe(
  v.object({ next: newPassword, current: typed('enterCurrentPassword'), confirm: typed('confirmNewPassword') }),
  v.forward(
    v.partialCheck([['confirm']], (f) => f.confirm === typedAs(f).next, 'passwordsMismatchDot'),
    ['confirm'],
  ),
);

/**
 * The sign-up call as the reference API checks it: looser than the mobile form (desktop registration
 * takes 4-character usernames), in the platform's words where only the server says them.
 */
export const SignupCallRules = v.pipe(
  v.object({
    username: v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{4,16}$/, 'The username must be 4 to 16 letters and numbers.')),
    password: v.pipe(v.string(), v.minLength(6, 'The password must be at least 6 characters.'), v.maxLength(64, 'The password must be at least 6 characters.')),
    confirmPassword: v.string(),
    email: v.pipe(v.string(), v.regex(EMAIL, 'emailInvalid')),
    phone: v.pipe(v.string(), v.regex(PHONE, 'phoneInvalid')),
  }),
  v.forward(
    v.partialCheck([['confirmPassword']], (f) => f.confirmPassword === typedAs(f).password, 'passwordsMismatch'),
    ['confirmPassword'],
  ),
);

/** The reset and change calls' new password, as the reference API checks it (the forms' words). */
export const NewPasswordCallRules = v.pipe(
  v.object({ password: newPassword, confirm: v.string() }),
  v.forward(
    v.partialCheck([['confirm']], (f) => f.confirm === typedAs(f).password, 'passwordsMismatchDot'),
    ['confirm'],
  ),
);

/**
 * Desktop registration step 1: every field filled first, then the length, then the match. Login refuses
 * passwords under 8 (spec), so the spec's 6-20 here would make accounts that cannot log in.
 */
export const RegisterStep1Rules = v.pipe(
  v.object({
    username: filled('fillAll'),
    // before `password`, so an empty confirmation is "fill all" ahead of a short password
    confirmPassword: typed('fillAll'),
    password: v.pipe(typed('fillAll'), v.minLength(8, 'passwordShort')),
  }),
  v.forward(
    v.partialCheck([['confirmPassword']], (f) => f.confirmPassword === typedAs(f).password, 'mismatch'),
    ['confirmPassword'],
  ),
);

export const RegisterStep2Rules = v.object({
  realName: filled('fillAllStep2'),
  phoneNumber: filled('fillAllStep2'),
  email: filled('fillAllStep2'),
  captcha: filled('fillAllStep2'),
  ageCheck: v.literal(true, 'ageRequired'),
});

/*
 * Funds forms (spec member area). Messages are keys of `check.*` in the `funds` namespace; the reference
 * API answers their English (server/lib/words.ts). The player's own state (phone verified, a request
 * pending) is checked before these, by the screens and the server alike.
 */
const WHOLE_TAKA = /^\d*[1-9]\d*$/;
/** An amount as the calls carry it: up to 9 whole digits and 2 decimals, more than 0. */
const WIRE_AMOUNT = /^(?!0+(?:\.0{1,2})?$)\d{1,9}(?:\.\d{1,2})?$/;
const ELEVEN_DIGITS = /^\d{11}$/;
/** Something chosen (a method, a channel). */
const chosen = (message: MessageKey) => v.custom<unknown>((x) => Boolean(x), message);
const amountAs = (pattern: RegExp, message: MessageKey) =>
  v.pipe(v.union([v.string(), v.number()], message), v.transform(String), v.trim(), v.regex(pattern, message));

/** Deposit Next: whole taka above 0, then a method, then a channel. */
export const DepositNextRules = v.object({
  amount: amountAs(WHOLE_TAKA, 'fillAmount'),
  method: chosen('selectMethod'),
  channel: chosen('selectChannel'),
});

/** A deposit call's amount, as the reference API checks it before its limits. */
export const DepositCallRules = v.object({ amount: amountAs(WIRE_AMOUNT, 'fillAmount') });

/** Withdraw Submit: whole taka above 0, the account number, then a method. */
export const WithdrawRules = v.object({
  amount: amountAs(WHOLE_TAKA, 'amountRequired'),
  accountNumber: filled('accountRequired'),
  method: chosen('selectYourMethod'),
});

/** The withdraw call: an amount above 0, and the 11-digit account number the form's field holds. */
export const WithdrawCallRules = v.object({
  amount: amountAs(WIRE_AMOUNT, 'amountRequired'),
  account_number: v.pipe(v.string(), v.trim(), v.regex(ELEVEN_DIGITS, 'invalidAccountNumber')),
});

/** The phone a manual payment was made from: exactly 11 digits (the e-wallet confirm call too). */
export const PayerPhoneRules = v.object({ phone: v.pipe(v.string(), v.trim(), v.regex(ELEVEN_DIGITS, 'invalidAccountNumber')) });

/** The payment's transaction id: at least 7 characters. */
export const TrxIdRules = v.object({ trxId: v.pipe(v.string(), v.trim(), v.minLength(7, 'invalidTrx')) });

/** Manual payment Submit: the phone, then the transaction id. */
export const ManualPaymentRules = v.object({ ...PayerPhoneRules.entries, ...TrxIdRules.entries });

/*
 * Profile forms. Messages are keys of the `profile` namespace (`account` for the phone dialog, which
 * lives in the account feature); the server answers their English.
 */

/** Another phone number to add: exactly 11 digits. */
export const AddPhoneRules = v.object({ phone: v.pipe(v.string(), v.trim(), v.regex(ELEVEN_DIGITS, 'verify.phoneInvalid')) });

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A real calendar date YYYY-MM-DD from 1900 on. */
function isCalendarDate(s: string): boolean {
  const m = DATE.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && y >= 1900;
}
/** 18 years old on `now` (born 29 Feb: of age on 1 Mar). */
function isAdultOn(s: string, now: Date): boolean {
  const [y, mo, d] = s.split('-').map(Number) as [number, number, number];
  return Date.UTC(y + 18, mo - 1, d) <= now.getTime();
}

/** The birthday, set once: a real date, of someone at least 18 years old on `now`. */
export const birthdayRules = (now: Date) =>
  v.object({
    dofb: v.pipe(
      v.string(),
      v.trim(),
      v.check(isCalendarDate, 'birthday.invalid'),
      v.check((s) => isAdultOn(s, now), 'birthday.underAge'),
    ),
  });

/** Every issue of a form in order (first per field first). */
function issuesOf(schema: v.GenericSchema, input: unknown): v.BaseIssue<unknown>[] {
  const r = v.safeParse(schema, input);
  return r.success ? [] : r.issues;
}

/** The first message of each field that breaks a rule. */
export function fieldErrorsOf<F extends string>(schema: v.GenericSchema, input: unknown): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issuesOf(schema, input)) {
    const field = v.getDotPath(issue) as F | null;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The first message of the form, for screens that show one at a time. */
export function firstErrorOf(schema: v.GenericSchema, input: unknown): MessageKey | null {
  return issuesOf(schema, input)[0]?.message ?? null;
}

/** Every message of each field, as the platform's 422 answers carry them. */
export function allFieldErrorsOf(schema: v.GenericSchema, input: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issuesOf(schema, input)) {
    const field = v.getDotPath(issue) ?? '';
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}
