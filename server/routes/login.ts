import { Hono } from 'hono';
import { valid } from '../lib/validate';
import { LoginBody } from '../../src/api/contract/auth';
import type { ServerContext } from '../context';
import { one } from '../db/client';
import { type AppEnv, bearerToken, checkLogin, endLogin } from '../lib/auth';
import { completeLogin, startAttempt } from '../lib/login-gate';

/** Login and logout. The limits and what follows a right password are every way in's (lib/login-gate.ts). */
export function loginRoutes(ctx: ServerContext): Hono<AppEnv> {
  const { db } = ctx;
  const r = new Hono<AppEnv>();

  r.post('/api/login', valid('json', LoginBody), async (c) => {
    const { username, password } = c.req.valid('json');
    const found = await one<{ id: number; username: string; password_hash: string; status: string }>(
      db,
      'SELECT id, username, password_hash, status FROM players WHERE username = ?',
      [username],
    );
    const player = found && { id: Number(found.id), username: String(found.username), status: String(found.status) };
    const attempt = await startAttempt(c, ctx, player, username);
    if (!(await checkLogin(password, found ? String(found.password_hash) : undefined)) || !player) {
      return c.json({ message: 'Invalid credentials' }, 401);
    }
    return completeLogin(c, ctx, player, attempt);
  });

  /** Ends the login whose token is presented, with its exchange and launch tokens (the player's other logins stay). */
  r.post('/api/logout', ctx.auth, async (c) => {
    await endLogin(db, bearerToken(c) ?? '');
    return c.json({ message: 'Logged out.' });
  });

  return r;
}
