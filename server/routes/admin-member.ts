import { Hono, type MiddlewareHandler } from 'hono';
import { AdminInboxBody } from '../../src/api/contract/inbox';
import { AdminVipBody } from '../../src/api/contract/vip';
import type { ServerContext } from '../context';
import { one } from '../db/client';
import { type AppEnv, secretMatches } from '../lib/auth';
import { nowIso } from '../lib/http';
import { valid } from '../lib/validate';

/** Operator actions of the member area, behind the X-Admin-Secret header. */
export function adminMemberRoutes(ctx: ServerContext): Hono<AppEnv> {
  const { db } = ctx;
  const r = new Hono<AppEnv>();
  // the operator's secret is checked before the body is read
  const admin: MiddlewareHandler<AppEnv> = (c, next) =>
    secretMatches(c.req.header('X-Admin-Secret'), ctx.config.adminSecret) ? next() : Promise.resolve(c.json({ message: 'Forbidden' }, 403));
  const playerId = async (username: string) =>
    (await one<{ id: number }>(db, "SELECT id FROM players WHERE username = ? AND status != 'system'", [username]))?.id;

  /** Sends an inbox message to a player. */
  r.post('/api/admin/inbox', admin, valid('json', AdminInboxBody), async (c) => {
    const body = c.req.valid('json');
    const pid = await playerId(body.username);
    if (!pid) return c.json({ message: 'No such player.' }, 404);
    const ins = await db.execute({
      sql: 'INSERT INTO inbox_messages (player_id, title, message, is_read, created_at) VALUES (?, ?, ?, 0, ?)',
      args: [Number(pid), body.title, body.message, nowIso()],
    });
    return c.json({ data: { id: Number(ins.lastInsertRowid ?? 0) } }, 201);
  });

  /** Credits VIP points to a player (received ledger row + vip_coin), atomically. */
  r.post('/api/admin/vip-points', admin, valid('json', AdminVipBody), async (c) => {
    const body = c.req.valid('json');
    const pid = await playerId(body.username);
    if (!pid) return c.json({ message: 'No such player.' }, 404);
    await db.batch(
      [
        {
          sql: "INSERT INTO vip_points (player_id, points, kind, source, amount, created_at) VALUES (?, ?, 'received', ?, 0, ?)",
          args: [Number(pid), body.points, body.source ?? 'Operator credit', nowIso()],
        },
        { sql: 'UPDATE players SET vip_coin = vip_coin + ? WHERE id = ?', args: [body.points, Number(pid)] },
      ],
      'write',
    );
    return c.json({ message: 'ok' }, 201);
  });

  return r;
}
