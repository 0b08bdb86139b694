import { Hono } from 'hono';
import { valid } from '../lib/validate';
import { LoginBody } from '../../src/api/contract/auth';
import type { ServerContext } from '../context';
import { one, run } from '../db/client';
import { type AppEnv, bearerToken, checkLogin, endLogin, issueToken } from '../lib/auth';
import { nowIso } from '../lib/http';
import { activeBlock, blockMessage } from '../lib/responsible';
import { clientAddress, LIMIT_WINDOW_MS, releaseSlots, TOO_MANY_ATTEMPTS, takeSlot } from '../lib/throttle';
import { issueUrlToken } from '../lib/url-tokens';

/**
 * Login and logout. Every attempt takes a slot of its client address and, unless the address is one
 * the player logged in from before, a slot of its username; a right password gives its slots back.
 * So an attacker gets loginPerUser guesses per username and loginPerAddress per address in the
 * window, and the owner on a known device still logs in while the username is locked.
 */
export function loginRoutes(ctx: ServerContext): Hono<AppEnv> {
  const { db, config } = ctx;
  const r = new Hono<AppEnv>();

  r.post('/api/login', valid('json', LoginBody), async (c) => {
    const body = c.req.valid('json');
    const { username, password } = body;
    const address = clientAddress(c, config);
    const player = await one<{ id: number; username: string; password_hash: string; status: string; known: number | null }>(
      db,
      `SELECT p.id, p.username, p.password_hash, p.status, d.player_id AS known FROM players p
         LEFT JOIN login_devices d ON d.player_id = p.id AND d.address = ? WHERE p.username = ?`,
      [address, username],
    );
    const addressSlot = await takeSlot(db, `ip:${address}`, config.limits.loginPerAddress, LIMIT_WINDOW_MS);
    if (addressSlot === null) return c.json({ message: TOO_MANY_ATTEMPTS }, 429);
    const userSlot = player?.known ? null : await takeSlot(db, `login:${username.toLowerCase()}`, config.limits.loginPerUser, LIMIT_WINDOW_MS);
    if (!player?.known && userSlot === null) {
      await releaseSlots(db, [addressSlot]);
      return c.json({ message: TOO_MANY_ATTEMPTS }, 429);
    }
    if (!(await checkLogin(password, player ? String(player.password_hash) : undefined)) || !player) {
      return c.json({ message: 'Invalid credentials' }, 401);
    }
    await releaseSlots(db, [addressSlot, userSlot]);
    if (player.status !== 'active') return c.json({ message: 'This account is suspended. Please contact customer support.' }, 403);
    // a break or self-exclusion refuses the login itself (said only to someone who knows the password)
    const block = await activeBlock(db, Number(player.id), ctx.clock.now());
    if (block) return c.json({ message: blockMessage(block) }, 403);
    const now = nowIso();
    await run(db, 'UPDATE players SET last_login_at = ? WHERE id = ?', [now, player.id]);
    await run(db, 'INSERT INTO login_devices (player_id, address, seen_at) VALUES (?, ?, ?) ON CONFLICT DO UPDATE SET seen_at = excluded.seen_at', [
      player.id,
      address,
      now,
    ]);
    const token = await issueToken(db, Number(player.id));
    const exchangeToken = await issueUrlToken(db, { playerId: Number(player.id), kind: 'exchange', sessionToken: token });
    return c.json({
      token,
      remote_id: String(player.id),
      username: String(player.username),
      exchange: [{ token: exchangeToken }],
      message: 'Login successful',
    });
  });

  /** Ends the login whose token is presented, with its exchange and launch tokens (the player's other logins stay). */
  r.post('/api/logout', ctx.auth, async (c) => {
    await endLogin(db, bearerToken(c) ?? '');
    return c.json({ message: 'Logged out.' });
  });

  return r;
}
