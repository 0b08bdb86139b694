import * as v from 'valibot';

/** Money travels as a decimal string ("1250.00"); a number is accepted and normalised so floats never drift in the UI. */
export const Money = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((x) => (typeof x === 'number' ? x.toFixed(2) : x)),
);

/** Integer-or-numeric-string ids (the old platform sends both). */
export const Id = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((x) => Number(x)),
);

export const Flag = v.pipe(
  v.union([v.number(), v.string(), v.boolean()]),
  v.transform((x) => Number(x)),
);

/** Most platform answers may carry a message next to their data. */
export const MessageAnswer = v.looseObject({ message: v.optional(v.string()), success: v.optional(v.boolean()) });

export const Empty = v.looseObject({});

/** Control characters but tab, line feed and carriage return (a NUL cut a stored name short). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what this pattern is for
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * How a field of a request is guarded, kept on its schema (valibot metadata) so the contract's test
 * finds every text field and every id of every call and proves each refuses what it must.
 */
export type InputRule = { rule: 'text'; max: number } | { rule: 'id'; none?: 0 | '' };

/**
 * The one rule of a text field of a request, admin and test controls too: at most `max` characters and
 * no control characters, refused (422) in the words of the platform's other field errors ("The name may
 * not be greater than 100 characters."). A field with a format adds it after (v.pipe(Text(...), v.regex(...))).
 */
export const Text = (field: string, max: number) =>
  v.pipe(
    v.string(),
    v.maxLength(max, `The ${field} may not be greater than ${max} characters.`),
    v.check((s) => !CONTROL.test(s), `The ${field} may not contain control characters.`),
    v.metadata({ rule: 'text', max } satisfies InputRule),
  );

/** A record id: a positive whole number of at most 15 digits (below 2^53, so exact as a JS number). */
const ID_DIGITS = /^[1-9]\d{0,14}$/;

/**
 * The one id rule of a request, path parameters too: sent as a number or a string of digits, a finite
 * positive integer; anything else (abc, NaN, 1e999, Infinity, -1, 0, 1.5) is refused (422) instead of
 * reaching SQL as NaN or Infinity.
 */
export const IdIn = (field: string) =>
  v.pipe(
    v.union([v.string(), v.number()]),
    v.transform(String),
    v.regex(ID_DIGITS, `The ${field} must be a number.`),
    v.transform(Number),
    v.metadata({ rule: 'id' } satisfies InputRule),
  );

/** An id where the spec sends a value for "none" (0 for a withdrawal's e-wallet payment_id, '' for no promotion). */
export const IdOrNoneIn = <const N extends 0 | ''>(field: string, none: N) =>
  v.pipe(v.union([v.literal(none), IdIn(field)]), v.metadata({ rule: 'id', none } satisfies InputRule));

/** The player's id as the spec sends it (remote_id, user_id): the id rule, kept as a string of digits. */
export const RemoteIdIn = (field = 'remote id') => v.pipe(IdIn(field), v.transform(String));

/** A path's numeric id (/api/admin/deposits/{id}/settle, /api/chats/{id}/messages ...). */
export const IdParam = v.object({ id: IdIn('id') });

export const RemoteIdQuery = v.object({ remote_id: RemoteIdIn() });

export type MoneyString = v.InferOutput<typeof Money>;
