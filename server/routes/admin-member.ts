import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import { AdminInboxBody } from '../../src/api/contract/inbox';
import type { ServerContext } from '../context';
import { one } from '../db/client';
import { type AppEnv, secretMatches } from '../lib/auth';
import { nowIso, readBody } from '../lib/http';

/** Operator grant of VIP points (the reference API has no game engine that earns them). */
export const AdminVipBody = v.object({
  username: v.pipe(v.string(), v.minLength(1)),
  points: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
  source: v.optional(v.pipe(v.string(), v.maxLength(100))),
});

/** Operator actions of the member area, behind the X-Admin-Secret header. */
export function adminMemberRoutes(ctx: ServerContext): Hono<AppEnv> {
  const { db } = ctx;
  const r = new Hono<AppEnv>();
  const allowed = (c: Context) => secretMatches(c.req.header('X-Admin-Secret'), ctx.config.adminSecret);
  const playerId = async (username: string) =>
    (await one<{ id: number }>(db, "SELECT id FROM players WHERE username = ? AND status != 'system'", [username]))?.id;

  /** Sends an inbox message to a player. */
  r.post('/api/admin/inbox', async (c) => {
    if (!allowed(c)) return c.json({ message: 'Forbidden' }, 403);
    const body = await readBody(c, AdminInboxBody);
    if (!body.ok) return body.res;
    const pid = await playerId(body.data.username);
    if (!pid) return c.json({ message: 'No such player.' }, 404);
    const ins = await db.execute({
      sql: 'INSERT INTO inbox_messages (player_id, title, message, is_read, created_at) VALUES (?, ?, ?, 0, ?)',
      args: [Number(pid), body.data.title, body.data.message, nowIso()],
    });
    return c.json({ data: { id: Number(ins.lastInsertRowid ?? 0) } }, 201);
  });

  /** Credits VIP points to a player (received ledger row + vip_coin), atomically. */
  r.post('/api/admin/vip-points', async (c) => {
    if (!allowed(c)) return c.json({ message: 'Forbidden' }, 403);
    const body = await readBody(c, AdminVipBody);
    if (!body.ok) return body.res;
    const pid = await playerId(body.data.username);
    if (!pid) return c.json({ message: 'No such player.' }, 404);
    await db.batch(
      [
        {
          sql: "INSERT INTO vip_points (player_id, points, kind, source, amount, created_at) VALUES (?, ?, 'received', ?, 0, ?)",
          args: [Number(pid), body.data.points, body.data.source ?? 'Operator credit', nowIso()],
        },
        { sql: 'UPDATE players SET vip_coin = vip_coin + ? WHERE id = ?', args: [body.data.points, Number(pid)] },
      ],
      'write',
    );
    return c.json({ message: 'ok' }, 201);
  });

  return r;
}
