import { Hono, type MiddlewareHandler } from 'hono';
import { valid } from '../lib/validate';
import { refuse } from '../lib/http';
import { AdminRgQuery, BlockBody, RealityBody, SetLimitsBody } from '../../src/api/contract/responsible';
import type { ServerContext } from '../context';
import { all, inTx, one } from '../db/client';
import { type AppEnv, bearerToken, secretMatches, sha256, verifyPassword } from '../lib/auth';
import { fromWire, toWire } from '../lib/money';
import { activeBlock, blockMessage } from '../lib/responsible';
import { type BlockDuration, setLimits, setRealityCheck, takeBlock } from '../lib/responsible-changes';
import { netLossSince } from '../lib/responsible-ledger';
import { rgState } from '../lib/responsible-state';

const BREAKS: readonly string[] = ['24h', '7d', '30d'];

/** The player's responsible-gaming tools (docs/api.md) and the operator's view of them. */
export function responsibleRoutes(ctx: ServerContext): Hono<AppEnv> {
  const { db, clock } = ctx;
  const r = new Hono<AppEnv>();
  r.use('/api/responsible-gaming', ctx.auth);
  r.use('/api/responsible-gaming/*', ctx.auth);
  // the operator's secret is checked before the query is read
  const admin: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!secretMatches(c.req.header('X-Admin-Secret'), ctx.config.adminSecret)) return c.json({ message: 'Forbidden.' }, 403);
    await next();
  };

  r.get('/api/responsible-gaming', async (c) => c.json(await rgState(db, c.var.player.id, clock.now())));

  r.post('/api/responsible-gaming/limits', valid('json', SetLimitsBody), async (c) => {
    const body = c.req.valid('json');
    const wanted: Record<string, number | null> = {};
    for (const [period, text] of Object.entries(body.limits)) {
      if (text === undefined) continue;
      if (body.kind === 'loss' && period === 'monthly') throw refuse(422, 'A loss limit is daily or weekly.');
      wanted[period] = text === null || text === '' ? null : fromWire(text);
    }
    const now = clock.now();
    await inTx(db, (tx) => setLimits(tx, c.var.player.id, body.kind, wanted, now));
    return c.json({ message: 'Your limits are saved.', data: await rgState(db, c.var.player.id, now) });
  });

  r.post('/api/responsible-gaming/reality-check', valid('json', RealityBody), async (c) => {
    const body = c.req.valid('json');
    const now = clock.now();
    await inTx(db, (tx) => setRealityCheck(tx, c.var.player.id, body.minutes, now));
    return c.json({ message: 'Your reality check is saved.', data: await rgState(db, c.var.player.id, now) });
  });

  /** A break or self-exclusion: the password again, then every session of the player ends. */
  r.post('/api/responsible-gaming/block', valid('json', BlockBody), async (c) => {
    const body = c.req.valid('json');
    const d = body;
    if ((d.kind === 'break') !== BREAKS.includes(d.duration)) throw refuse(422, 'Choose how long the break or self-exclusion lasts.');
    const player = await one<{ password_hash: string }>(db, 'SELECT password_hash FROM players WHERE id = ?', [c.var.player.id]);
    if (!player || !(await verifyPassword(d.password, String(player.password_hash)))) throw refuse(422, 'The password is not correct.');
    const now = clock.now();
    await inTx(db, (tx) => takeBlock(tx, c.var.player.id, d.kind, d.duration as BlockDuration, now));
    const block = await activeBlock(db, c.var.player.id, now);
    return c.json({ message: block ? blockMessage(block) : 'Saved.' });
  });

  /** This login's play for the reality check: since the login, and the net result (wins − stakes). */
  r.get('/api/responsible-gaming/session', async (c) => {
    const token = await one<{ created_at: string }>(db, 'SELECT created_at FROM tokens WHERE token_hash = ?', [sha256(bearerToken(c) ?? '')]);
    const startedAt = token?.created_at ?? new Date(clock.now()).toISOString();
    const settings = await one<{ reality_minutes: number }>(db, 'SELECT reality_minutes FROM rg_settings WHERE player_id = ?', [c.var.player.id]);
    const lost = await netLossSince(db, c.var.player.id, Date.parse(startedAt));
    return c.json({ started_at: startedAt, net: toWire(-lost), reality_check: Number(settings?.reality_minutes ?? 0) });
  });

  /** Operator view: one player's protections and history (?username=), or every player with one in force. */
  r.get('/api/admin/responsible-gaming', admin, valid('query', AdminRgQuery), async (c) => {
    const username = c.req.valid('query').username;
    const now = clock.now();
    if (username) {
      const p = await one<{ id: number; username: string }>(db, 'SELECT id, username FROM players WHERE username = ?', [username]);
      if (!p) return c.json({ message: 'No such player.' }, 404);
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
