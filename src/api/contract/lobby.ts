import * as v from 'valibot';

/** Game launch payload (spec 1, section 3); isMobileLogin is true when the window is 768 px wide or less. */
export const GameRunBody = v.object({
  userId: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  externalURL: v.pipe(v.string(), v.maxLength(500)),
  isMobileLogin: v.boolean(),
  /** empty: the provider's lobby for gameType (the reference API opens its first game) */
  gameCode: v.pipe(v.string(), v.maxLength(80)),
  gameType: v.pipe(v.string(), v.minLength(1), v.maxLength(20)),
  platform: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
});
export const GameRunAnswer = v.looseObject({ url: v.string(), message: v.optional(v.string()) });

/** POST player-login: an access token for the lucky-sports frame. */
export const PlayerLoginBody = v.object({ user_id: v.pipe(v.union([v.string(), v.number()]), v.transform(String)) });
export const PlayerLoginAnswer = v.looseObject({ access_token: v.string(), message: v.optional(v.string()) });

export type GameRunPayload = v.InferInput<typeof GameRunBody>;
