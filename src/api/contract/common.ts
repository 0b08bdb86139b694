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
 * A text field of a request: at most `max` characters and no control characters, refused (422) in the
 * words of the platform's other field errors ("The name may not be greater than 100 characters.").
 */
export const Text = (field: string, max: number) =>
  v.pipe(
    v.string(),
    v.maxLength(max, `The ${field} may not be greater than ${max} characters.`),
    v.check((s) => !CONTROL.test(s), `The ${field} may not contain control characters.`),
  );

/** A record id sent as a string or a number: digits only, so a bad one is refused (422) instead of reaching SQL as NaN. */
export const IdIn = (field: string) =>
  v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.regex(/^\d{1,15}$/, `The ${field} must be a number.`), v.transform(Number));

/** The player's id as the spec sends it (remote_id, user_id): a string of digits. */
export const RemoteIdIn = (field = 'remote id') =>
  v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.regex(/^\d{1,15}$/, `The ${field} must be a number.`));

/** A path's numeric id (/api/admin/deposits/{id}/settle, /api/chat/{chatId}/messages ...). */
export const IdParam = v.object({ id: IdIn('id') });

export const RemoteIdQuery = v.object({ remote_id: RemoteIdIn() });

export type MoneyString = v.InferOutput<typeof Money>;
