import { Hono } from 'hono';
import { AdminInboxBody } from '../../../src/api/contract/inbox';
import { AdminVipBody } from '../../../src/api/contract/vip';
import type { ServerContext } from '../../context';
import { one } from '../../db/client';
import type { AppEnv } from '../../lib/auth';
import { nowIso, refuse } from '../../lib/http';
import { valid } from '../../lib/validate';

/** Operator actions of the member area (mounted at /api/admin, behind the admin group's secret). */
export function adminMemberRoutes(ctx: ServerContext): Hono<AppEnv> {
  const { db } = ctx;
  const r = new Hono<AppEnv>();
  /** A player's id by username (404 for none, or a support account). */
  const playerId = async (username: string) => {
    const p = await one<{ id: number }>(db, "SELECT id FROM players WHERE username = ? AND status != 'system'", [username]);
    if (!p) throw refuse(404, 'No such player.');
    return Number(p.id);
  };

  /** Sends an inbox message to a player. */
  r.post('/inbox', valid('json', AdminInboxBody), async (c) => {
    const body = c.req.valid('json');
    const pid = await playerId(body.username);
    const ins = await db.execute({
      sql: 'INSERT INTO inbox_messages (player_id, title, message, is_read, created_at) VALUES (?, ?, ?, 0, ?)',
      args: [pid, body.title, body.message, nowIso()],
    });
    return c.json({ data: { id: Number(ins.lastInsertRowid ?? 0) } }, 201);
  });

  /** Credits VIP points to a player (received ledger row + vip_coin), atomically. */
  r.post('/vip-points', valid('json', AdminVipBody), async (c) => {
    const body = c.req.valid('json');
    const pid = await playerId(body.username);
    await db.batch(
      [
        {
          sql: "INSERT INTO vip_points (player_id, points, kind, source, amount, created_at) VALUES (?, ?, 'received', ?, 0, ?)",
          args: [pid, body.points, body.source ?? 'Operator credit', nowIso()],
        },
        { sql: 'UPDATE players SET vip_coin = vip_coin + ? WHERE id = ?', args: [body.points, pid] },
      ],
      'write',
    );
    return c.json({ message: 'ok' }, 201);
  });

  return r;
}
