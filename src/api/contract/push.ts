import * as v from 'valibot';
import { Text } from './common';

/**
 * Push notifications (our extension, docs/api.md): a device's subscription with the kinds of news the
 * player wants on it, the server's VAPID public key, and what a push message carries to the service
 * worker. The service worker imports only the types of this module.
 */

/** The kinds of news a player can switch on, one switch each. */
export const PUSH_KINDS = ['money', 'bets', 'messages', 'responsible'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

export const PushKinds = v.object({ money: v.boolean(), bets: v.boolean(), messages: v.boolean(), responsible: v.boolean() });
export type PushKindSwitches = v.InferOutput<typeof PushKinds>;

const PushLang = v.picklist(['en', 'bn']);

/** The push service's address the browser gave; the server checks its host (server/push/endpoint-rule.ts). */
const Endpoint = v.pipe(Text('endpoint', 1000), v.url('The endpoint must be a web address.'));
/** The subscription's keys as the browser's toJSON() writes them (base64url): P-256 public key and auth secret. */
const P256dh = v.pipe(Text('p256dh', 100), v.regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/, 'The p256dh key is not a P-256 public key.'));
const AuthSecret = v.pipe(Text('auth', 40), v.regex(/^[A-Za-z0-9_-]{21,24}={0,2}$/, 'The auth secret is not 16 bytes.'));

/** POST /api/push/subscription: this device's subscription, its language and switches (all off removes it). */
export const PushSubscribeBody = v.object({
  endpoint: Endpoint,
  keys: v.object({ p256dh: P256dh, auth: AuthSecret }),
  lang: PushLang,
  kinds: PushKinds,
});

/** POST /api/push/subscription/lookup: what the server keeps for this device's subscription. */
export const PushLookupBody = v.object({ endpoint: Endpoint });

export const PushKeyAnswer = v.looseObject({ public_key: v.string() });
export const PushDeviceAnswer = v.looseObject({ data: v.nullable(v.looseObject({ lang: PushLang, kinds: PushKinds })) });

/** POST /api/admin/messages: an inbox message (with its push) to one player or to every player. */
export const AdminMessageBody = v.pipe(
  v.object({
    username: v.optional(v.pipe(Text('username', 50), v.minLength(1))),
    everyone: v.optional(v.boolean()),
    title: v.pipe(Text('title', 200), v.trim(), v.minLength(1)),
    message: v.pipe(Text('message', 5000), v.trim(), v.minLength(1)),
  }),
  v.check((b) => !!b.username !== !!b.everyone, 'Name one player (username) or everyone, not both.'),
);

/** What one push message carries: the words already in the player's language, where a tap goes, the unread count. */
export interface PushMessage {
  title: string;
  body: string;
  /** a path of the app: the transaction, the bet, the message, the limits */
  url: string;
  /** one notification per event: a repeat replaces it instead of adding a second */
  tag: string;
  /** unread inbox messages, for the app's icon */
  badge: number;
  lang: 'en' | 'bn';
}
