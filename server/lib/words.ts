import * as v from 'valibot';
import { allFieldErrorsOf } from '../../src/api/contract/form-rules';
import en from '../../src/i18n/locales/en/validation.json';

const WORDS: Record<string, string> = en;

/** A form rule's message in the words the forms show in English (the rule's own text when it has no key). */
export function wordsOf(message: string): string {
  return WORDS[message] ?? message;
}

/** Every refusal of each field by a contract form rule, in English, as a 422's field map carries them. */
export function ruleErrors(schema: v.GenericSchema, input: unknown): Record<string, string[]> {
  return Object.fromEntries(Object.entries(allFieldErrorsOf(schema, input)).map(([field, messages]) => [field, messages.map(wordsOf)]));
}

/** The first refusal of a form rule, in English, or null. */
export function firstRuleError(schema: v.GenericSchema, input: unknown): string | null {
  const r = v.safeParse(schema, input);
  return r.success ? null : wordsOf(r.issues[0].message);
}
