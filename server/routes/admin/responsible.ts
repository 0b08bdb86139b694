import { Hono } from 'hono';
import { AdminRgQuery } from '../../../src/api/contract/responsible';
import type { ServerContext } from '../../context';
import { all, one } from '../../db/client';
import type { AppEnv } from '../../lib/auth';
import { refuse } from '../../lib/http';
import { rgState } from '../../lib/responsible-state';
import { valid } from '../../lib/validate';

/** The operator's view of responsible gaming (mounted at /api/admin/responsible-gaming, behind the admin group's secret). */
export function adminResponsibleRoutes(ctx: ServerContext): Hono<AppEnv> {
  const { db, clock } = ctx;
  const r = new Hono<AppEnv>();

  /** Operator view: one player's protections and history (?username=), or every player with one in force. */
  r.get('/', valid('query', AdminRgQuery), async (c) => {
    const username = c.req.valid('query').username;
    const now = clock.now();
    if (username) {
      const p = await one<{ id: number; username: string }>(db, 'SELECT id, username FROM players WHERE username = ?', [username]);
      if (!p) throw refuse(404, 'No such player.');
      return c.json({ username: String(p.username), ...(await rgState(db, Number(p.id), now)) });
    }
    const nowIso = new Date(now).toISOString();
    const rows = await all<Record<string, unknown>>(
      db,
      `SELECT p.username, s.break_until, s.excluded_until, s.excluded_permanent, s.reality_minutes,
              (SELECT COUNT(*) FROM rg_limits l WHERE l.player_id = p.id AND (l.amount IS NOT NULL OR l.pending_at IS NOT NULL)) AS limits
         FROM players p LEFT JOIN rg_settings s ON s.player_id = p.id
        WHERE s.break_until > ? OR s.excluded_until > ? OR s.excluded_permanent = 1
           OR EXISTS (SELECT 1 FROM rg_limits l WHERE l.player_id = p.id AND (l.amount IS NOT NULL OR l.pending_at IS NOT NULL))
        ORDER BY p.username LIMIT 500`,
      [nowIso, nowIso],
    );
    return c.json({
      data: rows.map((x) => ({
        username: String(x.username),
        break_until: x.break_until && String(x.break_until) > nowIso ? String(x.break_until) : null,
        excluded_until: x.excluded_until && String(x.excluded_until) > nowIso ? String(x.excluded_until) : null,
        excluded_permanent: Number(x.excluded_permanent ?? 0) === 1,
        reality_check: Number(x.reality_minutes ?? 0),
        limits: Number(x.limits),
      })),
    });
  });

  return r;
}
