import { Hono } from 'hono';
import type { ServerContext } from '../context';
import { all, run } from '../db/client';
import type { AppEnv } from '../lib/auth';
import { peekCaptcha } from '../lib/captcha';

/**
 * Development and test controls; never mounted in production. The e2e tests read one-time codes
 * from the outbox here and change settings or inject failures at the server, not in the page.
 */
export function devRoutes(ctx: ServerContext): Hono<AppEnv> {
  const { db } = ctx;
  const r = new Hono<AppEnv>();

  r.get('/api/dev/outbox', async (c) => {
    const to = c.req.query('destination');
    const user = c.req.query('username');
    const rows = await all(
      db,
      `SELECT id, channel, destination, username, purpose, body, code, created_at FROM outbox
        WHERE (? IS NULL OR destination = ?) AND (? IS NULL OR username = ?) ORDER BY id DESC LIMIT 20`,
      [to ?? null, to ?? null, user ?? null, user ?? null],
    );
    return c.json({ data: rows });
  });

  r.get('/api/dev/captcha/:id', async (c) => c.json({ answer: await peekCaptcha(db, c.req.param('id')) }));

  r.post('/api/dev/general', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    const allowed = ['site_status', 'system_notice', 'withdrawal_status', 'whatsapp', 'intercom', 'live_chat', 'tawk_id'];
    for (const [k, val] of Object.entries(body)) {
      if (allowed.includes(k)) await run(db, `UPDATE general_settings SET ${k} = ?`, [val as string | number | null]);
    }
    return c.json({ message: 'ok' });
  });

  /**
   * Make a path answer with a status (and/or a delay) until cleared: {path, status, delayMs, agent} or
   * {path} to clear. With `agent`, only requests whose User-Agent contains it fail, so one test's fault
   * does not reach the tests running beside it.
   */
  r.post('/api/dev/fault', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { path?: string; status?: number; delayMs?: number; agent?: string };
    if (!body.path) return c.json({ message: 'path required' }, 422);
    if (!body.status && !body.delayMs) ctx.faults.delete(body.path);
    else ctx.faults.set(body.path, { status: body.status ?? 0, delayMs: body.delayMs ?? 0, ...(body.agent ? { agent: body.agent } : {}) });
    return c.json({ message: 'ok' });
  });

  r.get('/api/dev/stats', (c) => c.json(Object.fromEntries(ctx.stats)));
  r.post('/api/dev/stats/reset', (c) => {
    ctx.stats.clear();
    return c.json({ message: 'ok' });
  });

  /** Moves the server's rule clock to real time + offsetMs (test mode only; 0 puts it back). */
  r.post('/api/dev/clock', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { offsetMs?: number };
    if (!ctx.clock.set(Number(body.offsetMs ?? 0))) return c.json({ message: 'The clock moves in test mode only.' }, 409);
    return c.json({ message: 'ok', now: new Date(ctx.clock.now()).toISOString() });
  });

  /** Revoke every token of a player (to test the 401-on-balance logout). */
  r.post('/api/dev/revoke', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { username?: string };
    await run(db, 'DELETE FROM tokens WHERE player_id = (SELECT id FROM players WHERE username = ?)', [body.username ?? '']);
    return c.json({ message: 'ok' });
  });

  return r;
}
