import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  DEV_CONTROL_HEADER,
  DevCaptchaParam,
  DevClockBody,
  DevFaultBody,
  DevGeneralBody,
  DevOutboxQuery,
  DevRevokeBody,
  DevUsernameQuery,
} from '../../src/api/contract/dev';
import { SportsDevBody } from '../../src/api/contract/exchange';
import type { ServerContext } from '../context';
import { all, run } from '../db/client';
import { settleDue } from '../exchange/settle';
import type { AppEnv } from '../lib/auth';
import { peekCaptcha } from '../lib/captcha';
import { refuse } from '../lib/http';
import { valid } from '../lib/validate';
import { simFor } from '../sports/instance';
import { clearResults, forceResult } from '../sports/results';

/**
 * Every /api/dev/* request carries the X-Dev-Control header, and one that may change something a JSON
 * body: a web page on another site cannot send either without a preflight (which these never answer),
 * so it cannot inject faults or revoke sessions through a player's browser on a development machine.
 */
export const devControlGuard = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.header(DEV_CONTROL_HEADER) !== '1') throw refuse(403, `Development controls need the ${DEV_CONTROL_HEADER} header.`);
  const reads = c.req.method === 'GET' || c.req.method === 'HEAD';
  if (!reads && !/^application\/json\s*(;|$)/i.test(c.req.header('Content-Type') ?? '')) {
    throw refuse(415, 'Development controls take a JSON body (Content-Type: application/json).');
  }
  await next();
});

/**
 * Development and test controls (mounted at /api/dev; never in production, where devControlGuard
 * still answers for the path). The e2e tests read one-time codes from the outbox here and change
 * settings, move clocks or inject failures at the server, not in the page. Not the PWA's contract
 * (the tests' own calls): paths of their own.
 */
export function devRoutes(ctx: ServerContext): Hono<AppEnv> {
  const { db } = ctx;
  const sim = simFor(ctx);
  const r = new Hono<AppEnv>();

  r.get('/outbox', valid('query', DevOutboxQuery), async (c) => {
    const { destination: to, username: user } = c.req.valid('query');
    const rows = await all(
      db,
      `SELECT id, channel, destination, username, purpose, body, code, created_at FROM outbox
        WHERE (? IS NULL OR destination = ?) AND (? IS NULL OR username = ?) ORDER BY id DESC LIMIT 20`,
      [to ?? null, to ?? null, user ?? null, user ?? null],
    );
    return c.json({ data: rows });
  });

  r.get('/captcha/:id', valid('param', DevCaptchaParam), async (c) => c.json({ answer: await peekCaptcha(db, c.req.valid('param').id) }));

  r.post('/general', valid('json', DevGeneralBody), async (c) => {
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
  r.post('/fault', valid('json', DevFaultBody), async (c) => {
    const body = c.req.valid('json');
    if (!body.status && !body.delayMs) ctx.faults.delete(body.path);
    else ctx.faults.set(body.path, { status: body.status ?? 0, delayMs: body.delayMs ?? 0, ...(body.agent ? { agent: body.agent } : {}) });
    return c.json({ message: 'ok' });
  });

  r.get('/stats', (c) => c.json(Object.fromEntries(ctx.stats)));
  r.post('/stats/reset', (c) => {
    ctx.stats.clear();
    return c.json({ message: 'ok' });
  });

  /** Moves the server's rule clock to real time + offsetMs (test mode only; 0 puts it back). */
  r.post('/clock', valid('json', DevClockBody), async (c) => {
    if (!ctx.clock.set(c.req.valid('json').offsetMs)) throw refuse(409, 'The clock moves in test mode only.');
    return c.json({ message: 'ok', now: new Date(ctx.clock.now()).toISOString() });
  });

  /** Revoke every token of a player (to test the 401-on-balance logout). */
  r.post('/revoke', valid('json', DevRevokeBody), async (c) => {
    await run(db, 'DELETE FROM tokens WHERE player_id = (SELECT id FROM players WHERE username = ?)', [c.req.valid('json').username]);
    return c.json({ message: 'ok' });
  });

  /** Recent launches of a player (used by tests and support). */
  r.get('/game-sessions', valid('query', DevUsernameQuery), async (c) => {
    const rows = await all(
      db,
      `SELECT s.game_code, s.platform, s.type, s.is_mobile, s.external_url, s.created_at FROM game_sessions s JOIN players p ON p.id = s.player_id
        WHERE p.username = ? ORDER BY s.created_at DESC LIMIT 20`,
      [c.req.valid('query').username],
    );
    return c.json({ data: rows });
  });

  /** Steps, freezes or resets the sports simulation, or forces an event's result. */
  r.post('/sports', valid('json', SportsDevBody), async (c) => {
    const body = c.req.valid('json');
    sim.control(body);
    if (body.action === 'reset') clearResults(sim);
    if (body.action === 'set' && body.result) forceResult(sim, body.eventId, body.result);
    // a closed event settles at once, so a test sees its bets settled without waiting for the sweep
    const settled = await settleDue(ctx, sim);
    return c.json({ message: 'ok', clock: sim.clock(), settled });
  });

  return r;
}
