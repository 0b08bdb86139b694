import { Hono, type MiddlewareHandler } from 'hono';
import { DEV_CONTROL_HEADER, DevCaptchaParam, DevClockBody, DevFaultBody, DevGeneralBody, DevOutboxQuery, DevRevokeBody } from '../../src/api/contract/dev';
import type { ServerContext } from '../context';
import { all, run } from '../db/client';
import type { AppEnv } from '../lib/auth';
import { peekCaptcha } from '../lib/captcha';
import { valid } from '../lib/validate';

/**
 * Every /api/dev/* request carries the X-Dev-Control header, and one that may change something a JSON
 * body: a web page on another site cannot send either without a preflight (which these never answer),
 * so it cannot inject faults or revoke sessions through a player's browser on a development machine.
 */
export const devControlGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.header(DEV_CONTROL_HEADER) !== '1') return c.json({ message: `Development controls need the ${DEV_CONTROL_HEADER} header.` }, 403);
  const reads = c.req.method === 'GET' || c.req.method === 'HEAD';
  if (!reads && !/^application\/json\s*(;|$)/i.test(c.req.header('Content-Type') ?? '')) {
    return c.json({ message: 'Development controls take a JSON body (Content-Type: application/json).' }, 415);
  }
  await next();
};

/**
 * Development and test controls; never mounted in production. The e2e tests read one-time codes
 * from the outbox here and change settings or inject failures at the server, not in the page.
 */
export function devRoutes(ctx: ServerContext): Hono<AppEnv> {
  const { db } = ctx;
  const r = new Hono<AppEnv>();

  r.get('/api/dev/outbox', valid('query', DevOutboxQuery), async (c) => {
    const { destination: to, username: user } = c.req.valid('query');
    const rows = await all(
      db,
      `SELECT id, channel, destination, username, purpose, body, code, created_at FROM outbox
        WHERE (? IS NULL OR destination = ?) AND (? IS NULL OR username = ?) ORDER BY id DESC LIMIT 20`,
      [to ?? null, to ?? null, user ?? null, user ?? null],
    );
    return c.json({ data: rows });
  });

  r.get('/api/dev/captcha/:id', valid('param', DevCaptchaParam), async (c) => c.json({ answer: await peekCaptcha(db, c.req.valid('param').id) }));

  r.post('/api/dev/general', valid('json', DevGeneralBody), async (c) => {
    for (const [k, val] of Object.entries(c.req.valid('json'))) {
      // the keys are the schema's own, never the request's
      if (val !== undefined) await run(db, `UPDATE general_settings SET ${k} = ?`, [val]);
    }
    return c.json({ message: 'ok' });
  });

  /**
   * Make a path answer with a status (and/or a delay) until cleared: {path, status, delayMs, agent} or
   * {path} to clear. With `agent`, only requests whose User-Agent contains it fail, so one test's fault
   * does not reach the tests running beside it.
   */
  r.post('/api/dev/fault', valid('json', DevFaultBody), async (c) => {
    const body = c.req.valid('json');
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
  r.post('/api/dev/clock', valid('json', DevClockBody), async (c) => {
    if (!ctx.clock.set(c.req.valid('json').offsetMs)) return c.json({ message: 'The clock moves in test mode only.' }, 409);
    return c.json({ message: 'ok', now: new Date(ctx.clock.now()).toISOString() });
  });

  /** Revoke every token of a player (to test the 401-on-balance logout). */
  r.post('/api/dev/revoke', valid('json', DevRevokeBody), async (c) => {
    await run(db, 'DELETE FROM tokens WHERE player_id = (SELECT id FROM players WHERE username = ?)', [c.req.valid('json').username]);
    return c.json({ message: 'ok' });
  });

  return r;
}
