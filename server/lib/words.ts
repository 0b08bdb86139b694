import * as v from 'valibot';
import { allFieldErrorsOf } from '../../src/api/contract/form-rules';
import account from '../../src/i18n/locales/en/account.json';
import funds from '../../src/i18n/locales/en/funds.json';
import profile from '../../src/i18n/locales/en/profile.json';
import validation from '../../src/i18n/locales/en/validation.json';

/** English words of a form's messages, by the namespace its rules use (src/api/contract/form-rules.ts). */
export type Words = Record<string, string>;

/** Nested namespace entries as the dotted keys i18next reads them by ("verify.phoneInvalid"). */
function flatten(tree: object, prefix = ''): Words {
  const out: Words = {};
  for (const [k, val] of Object.entries(tree)) {
    if (typeof val === 'string') out[prefix + k] = val;
    else if (val && typeof val === 'object') Object.assign(out, flatten(val, `${prefix}${k}.`));
  }
  return out;
}

/** Sign-up, login, recovery and password rules: the `validation` namespace. */
const VALIDATION_WORDS: Words = validation;
/** Funds rules: `check.*` of the `funds` namespace. */
export const FUNDS_WORDS = funds.check;
/** Profile rules: the `profile` namespace, and the phone dialog's `account` one. */
export const PROFILE_WORDS: Words = flatten(profile);
export const ACCOUNT_WORDS: Words = flatten(account);

/** A form rule's message in the words the forms show in English (the rule's own text when it has no key). */
function wordsOf(message: string, words: Words = VALIDATION_WORDS): string {
  return words[message] ?? message;
}

/** Every refusal of each field by a contract form rule, in English, as a 422's field map carries them. */
export function ruleErrors(schema: v.GenericSchema, input: unknown, words: Words = VALIDATION_WORDS): Record<string, string[]> {
  return Object.fromEntries(Object.entries(allFieldErrorsOf(schema, input)).map(([field, messages]) => [field, messages.map((m) => wordsOf(m, words))]));
}

/** The first refusal of a form rule, in English, or null. */
export function firstRuleError(schema: v.GenericSchema, input: unknown, words: Words = VALIDATION_WORDS): string | null {
  const r = v.safeParse(schema, input);
  return r.success ? null : wordsOf(r.issues[0].message, words);
}
