import * as v from 'valibot';
import { RemoteIdIn, Text } from './common';

/** Game launch payload (spec 1, section 3); isMobileLogin is true when the window is 768 px wide or less. */
export const GameRunBody = v.object({
  userId: RemoteIdIn('user id'),
  externalURL: Text('external url', 500),
  isMobileLogin: v.boolean(),
  /** empty: the provider's lobby for gameType (the reference API opens its first game) */
  gameCode: Text('game code', 80),
  gameType: v.pipe(Text('game type', 20), v.minLength(1)),
  platform: v.pipe(Text('platform', 40), v.minLength(1)),
  /** the player's language: the provider's page speaks it and writes its numbers so (our extension) */
  lang: v.optional(v.picklist(['en', 'bn'])),
});
export const GameRunAnswer = v.looseObject({ url: v.string(), message: v.optional(v.string()) });

/** POST player-login: an access token for the lucky-sports frame. */
export const PlayerLoginBody = v.object({ user_id: RemoteIdIn('user id') });
export const PlayerLoginAnswer = v.looseObject({ access_token: v.string(), message: v.optional(v.string()) });

export type GameRunPayload = v.InferInput<typeof GameRunBody>;
