import { Hono } from 'hono';
import { callsAt } from '../lib/contract-routes';
import { authEndpoints } from '../../src/api/calls/auth';
import { LoginBody } from '../../src/api/contract/auth';
import type { ServerContext } from '../context';
import { one } from '../db/client';
import { type AppEnv, checkLogin } from '../lib/auth';
import { refuse } from '../lib/http';
import { completeLogin, startAttempt } from '../lib/login-gate';
import { valid } from '../lib/validate';

/**
 * Login with a password (public; logout is in account.ts, with the other calls of a
 * login). The limits and what follows a right password are every way in's (lib/login-gate.ts), the
 * passkey sign-in's too (passkey-login.ts); docs/login-limits.md.
 */
export function loginRoutes(ctx: ServerContext, base: string): Hono<AppEnv> {
  const { db } = ctx;
  const r = new Hono<AppEnv>();
  const call = callsAt(base);

  r.on(...call(authEndpoints.login), valid('json', LoginBody), async (c) => {
    const { username, password } = c.req.valid('json');
    const found = await one<{ id: number; username: string; password_hash: string; status: string }>(
      db,
      'SELECT id, username, password_hash, status FROM players WHERE username = ?',
      [username],
    );
    const player = found && { id: Number(found.id), username: String(found.username), status: String(found.status) };
    const attempt = await startAttempt(c, ctx, player, username);
    if (!(await checkLogin(password, found ? String(found.password_hash) : undefined)) || !player) throw refuse(401, 'Invalid credentials');
    return completeLogin(c, ctx, player, attempt);
  });

  return r;
}
