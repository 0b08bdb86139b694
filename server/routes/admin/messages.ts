import { Hono } from 'hono';
import { AdminMessageBody } from '../../../src/api/contract/push';
import type { ServerContext } from '../../context';
import { inTx, one } from '../../db/client';
import type { AppEnv } from '../../lib/auth';
import { nowIso, refuse } from '../../lib/http';
import { takeSlot } from '../../lib/throttle';
import { valid } from '../../lib/validate';
import { queueMessagePushes, queuePush } from '../../push/outbox';

/** Operator messages per minute: to one player, and to everyone (each reaches every player's phone). */
const PER_PLAYER_PER_MINUTE = 30;
const TO_EVERYONE_PER_MINUTE = 1;
const MINUTE = 60_000;

/**
 * An operator's message (mounted at /api/admin/messages, behind the admin group's secret): written to the inbox
 * of one player or of every active player, with its push in the same transaction (sent after commit by
 * server/push/sender.ts to the devices whose Messages switch is on). Throttled: a leaked secret or a
 * script gone wrong cannot flood the players' phones.
 */
export function adminMessageRoutes(ctx: ServerContext): Hono<AppEnv> {
  const { db } = ctx;
  const r = new Hono<AppEnv>();
  r.post('/', valid('json', AdminMessageBody), async (c) => {
    const body = c.req.valid('json');
    const everyone = body.everyone === true;
    if (
      (await takeSlot(db, everyone ? 'admin-message:everyone' : 'admin-message:one', everyone ? TO_EVERYONE_PER_MINUTE : PER_PLAYER_PER_MINUTE, MINUTE)) ===
      null
    ) {
      throw refuse(429, 'Too many messages. Please wait a minute and try again.');
    }
    const now = nowIso();
    if (everyone) {
      const sent = await inTx(db, async (tx) => {
        const before = Number((await one<{ n: number | null }>(tx, 'SELECT MAX(id) AS n FROM inbox_messages'))?.n ?? 0);
        const ins = await tx.execute({
          sql: "INSERT INTO inbox_messages (player_id, title, message, is_read, created_at) SELECT id, ?, ?, 0, ? FROM players WHERE status = 'active'",
          args: [body.title, body.message, now],
        });
        await queueMessagePushes(tx, before);
        return ins.rowsAffected;
      });
      return c.json({ data: { players: sent } }, 201);
    }
    const player = await one<{ id: number }>(db, "SELECT id FROM players WHERE username = ? AND status != 'system'", [body.username ?? '']);
    if (!player) throw refuse(404, 'No such player.');
    const id = await inTx(db, async (tx) => {
      const ins = await tx.execute({
        sql: 'INSERT INTO inbox_messages (player_id, title, message, is_read, created_at) VALUES (?, ?, ?, 0, ?)',
        args: [Number(player.id), body.title, body.message, now],
      });
      const messageId = Number(ins.lastInsertRowid ?? 0);
      await queuePush(tx, Number(player.id), { event: 'message', data: { id: messageId, title: body.title } });
      return messageId;
    });
    return c.json({ data: { id, players: 1 } }, 201);
  });

  return r;
}
