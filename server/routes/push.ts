import { Hono } from 'hono';
import { callsAt } from '../lib/contract-routes';
import { pushEndpoints } from '../../src/api/calls/push';
import { PUSH_KINDS, PushLookupBody, PushSubscribeBody, type PushKindSwitches } from '../../src/api/contract/push';
import type { ServerContext } from '../context';
import { inTx, one, type Row } from '../db/client';
import { type AppEnv, bearerToken, sha256 } from '../lib/auth';
import { nowIso, refuse } from '../lib/http';
import { valid } from '../lib/validate';
import { endpointAllowed } from '../push/endpoint-rule';
import { vapidKeys } from '../push/vapid';

/** Devices one player may have subscribed at once: a new one beyond this replaces the oldest. */
export const MAX_DEVICES = 5;

const kindsOut = (kinds: string): PushKindSwitches => {
  const on = new Set(kinds.split(','));
  return { money: on.has('money'), bets: on.has('bets'), messages: on.has('messages'), responsible: on.has('responsible') };
};
const device = (row: Row | null | undefined) =>
  row ? { lang: String(row.lang) === 'bn' ? ('bn' as const) : ('en' as const), kinds: kindsOut(String(row.kinds)) } : null;

/**
 * Push notifications: the VAPID public key (public), and, with the player's token, the player's
 * subscription on this device: read it, save it with its language and switches. A subscription
 * belongs to the login that saved it and ends with it (migration 018).
 */
export function pushRoutes(ctx: ServerContext, base: string): Hono<AppEnv> {
  const { db, config } = ctx;
  const keys = vapidKeys(db, config.push);
  const r = new Hono<AppEnv>();
  const call = callsAt(base);

  r.on(...call(pushEndpoints.pushKey), async (c) => c.json({ public_key: (await keys()).publicKey }));

  /** This device's subscription, if this player saved it (another player's endpoint reads as none). */
  r.on(...call(pushEndpoints.pushLookup), ctx.auth, valid('json', PushLookupBody), async (c) => {
    const row = await one<Row>(db, 'SELECT lang, kinds FROM push_subscriptions WHERE endpoint = ? AND player_id = ?', [
      c.req.valid('json').endpoint,
      c.var.player.id,
    ]);
    return c.json({ data: device(row) });
  });

  /**
   * Saves this device's subscription under this login, with its language and switches; all switches
   * off removes it. An endpoint saved before (by this player or one who logged in on this device
   * before) is taken over. The player's oldest devices beyond MAX_DEVICES go.
   */
  r.on(...call(pushEndpoints.pushSave), ctx.auth, valid('json', PushSubscribeBody), async (c) => {
    const body = c.req.valid('json');
    if (!endpointAllowed(body.endpoint, config)) throw refuse(422, 'This push service is not accepted.');
    const playerId = c.var.player.id;
    const kinds = PUSH_KINDS.filter((k) => body.kinds[k]).join(',');
    const saved = await inTx(db, async (tx) => {
      if (!kinds) {
        await tx.execute({ sql: 'DELETE FROM push_subscriptions WHERE endpoint = ? AND player_id = ?', args: [body.endpoint, playerId] });
        return null;
      }
      await tx.execute({
        sql: `INSERT INTO push_subscriptions (player_id, login_hash, endpoint, p256dh, auth, lang, kinds, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
              ON CONFLICT (endpoint) DO UPDATE SET player_id = excluded.player_id, login_hash = excluded.login_hash, p256dh = excluded.p256dh,
                auth = excluded.auth, lang = excluded.lang, kinds = excluded.kinds`,
        args: [playerId, sha256(bearerToken(c) ?? ''), body.endpoint, body.keys.p256dh, body.keys.auth, body.lang, kinds, nowIso()],
      });
      await tx.execute({
        sql: 'DELETE FROM push_subscriptions WHERE player_id = ? AND id NOT IN (SELECT id FROM push_subscriptions WHERE player_id = ? ORDER BY id DESC LIMIT ?)',
        args: [playerId, playerId, MAX_DEVICES],
      });
      return one<Row>(tx, 'SELECT lang, kinds FROM push_subscriptions WHERE endpoint = ?', [body.endpoint]);
    });
    return c.json({ data: device(saved) });
  });

  return r;
}
