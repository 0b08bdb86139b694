import { type Env, Hono, type MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ServerConfig } from '../config';
import { type Db, one } from '../db/client';
import { type AppEnv, bearerToken, endLogin, secretMatches, sessionCutoff, sha256 } from './auth';
import { refuse } from './http';

/**
 * The middleware a route group puts in front of its routes. A group with a prefix of its own says
 * `r.use(ctx.auth)` (or `r.use(requireAdmin(...))`) at its top; a group of the spec's flat /api calls
 * ends with `return guardPaths(r, ctx.auth)` (why: guardPaths).
 */

/** Refuses a call without a valid bearer token (401 "Unauthenticated."); sets c.var.player. */
export const requirePlayer = (db: Db) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c);
    if (!token) throw refuse(401, 'Unauthenticated.');
    const row = await one<{ id: number; username: string }>(
      db,
      "SELECT p.id, p.username FROM tokens t JOIN players p ON p.id = t.player_id WHERE t.token_hash = ? AND t.kind = 'session' AND t.created_at > ? AND p.status = 'active'",
      [sha256(token), sessionCutoff()],
    );
    if (!row) {
      // an ended or expired login: the URL tokens given to it end with it
      await endLogin(db, token);
      throw refuse(401, 'Unauthenticated.');
    }
    c.set('player', { id: Number(row.id), username: String(row.username) });
    await next();
  });

/** The operator's calls: the X-Admin-Secret header or 403 "Forbidden.", checked before anything of the request is read. */
export const requireAdmin = (config: Pick<ServerConfig, 'adminSecret'>) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!secretMatches(c.req.header('X-Admin-Secret'), config.adminSecret)) throw refuse(403, 'Forbidden.');
    await next();
  });

/**
 * The token's player only: the id a call names (remote_id, user_id, sender_id...) in its validated
 * query or body must be theirs, else 403. Goes after requirePlayer and after valid(from, ...), so a
 * malformed request is refused with 422 first.
 */
export const requireOwnRemoteId = <T extends 'json' | 'query'>(from: T, field: string) =>
  createMiddleware<AppEnv, string, { out: { [K in T]: Record<string, unknown> } }>(async (c, next) => {
    const named = (c.req.valid(from) as Record<string, unknown>)[field];
    if (String(named ?? '') !== String(c.var.player.id)) throw refuse(403, 'This account is not yours.');
    await next();
  });

/**
 * Puts middleware in front of each path of a group mounted beside others at the same prefix (the
 * spec's member calls, /api/vip-points, /api/turnovers..., share none but /api). Hono merges a
 * sub-app into its parent, so `use(mw)` in such a group would become `/api/*` and run before every
 * /api route mounted after it (public calls, the 404 of an unknown path) too.
 */
export function guardPaths<E extends Env>(group: Hono<E>, ...middleware: MiddlewareHandler<E>[]): Hono<E> {
  const guarded = new Hono<E>();
  for (const path of new Set(group.routes.filter((r) => r.method !== 'ALL').map((r) => r.path))) guarded.use(path, ...middleware);
  return guarded.route('/', group);
}
