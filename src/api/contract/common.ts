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

export const RemoteIdQuery = v.object({ remote_id: v.pipe(v.string(), v.minLength(1)) });

export type MoneyString = v.InferOutput<typeof Money>;
