import { Hono } from 'hono';
import { valid } from '../lib/validate';
import { LoginBody } from '../../src/api/contract/auth';
import type { ServerContext } from '../context';
import { one, run } from '../db/client';
import { type AppEnv, bearerToken, checkLogin, endLogin, issueToken } from '../lib/auth';
import { nowIso } from '../lib/http';
import { deviceHash, deviceIdOf, isKnownDevice, rememberDevice } from '../lib/device-cookie';
import { activeBlock, blockMessage } from '../lib/responsible';
import { clientAddress, LIMIT_WINDOW_MS, releaseSlots, TOO_MANY_ATTEMPTS, takeSlot } from '../lib/throttle';
import { issueUrlToken } from '../lib/url-tokens';

/**
 * Login and logout. A device the player logged in from before (its signed device cookie, lib/device-cookie.ts)
 * is limited only by its own failures. Any other attempt takes a slot of its client address (a high
 * ceiling against floods: a carrier puts thousands of players behind one address) and a slot of its
 * username; a right password gives its slots back. So an attacker gets loginPerUser guesses per
 * username and loginPerAddress per address in the window, and the owner on a known device still logs
 * in while the username is locked and the address is flooded (docs/login-limits.md).
 */
export function loginRoutes(ctx: ServerContext): Hono<AppEnv> {
  const { db, config } = ctx;
  const r = new Hono<AppEnv>();

  r.post('/api/login', valid('json', LoginBody), async (c) => {
    const { username, password } = c.req.valid('json');
    const player = await one<{ id: number; username: string; password_hash: string; status: string }>(
      db,
      'SELECT id, username, password_hash, status FROM players WHERE username = ?',
      [username],
    );
    const deviceId = await deviceIdOf(c, config);
    const hash = deviceId && deviceHash(config, deviceId);
    const known = !!player && (await isKnownDevice(db, Number(player.id), hash));
    const slots = known && player ? await deviceSlots(`device:${player.id}:${hash}`) : await strangerSlots(clientAddress(c, config), username);
    if (!slots) return c.json({ message: TOO_MANY_ATTEMPTS }, 429);
    if (!(await checkLogin(password, player ? String(player.password_hash) : undefined)) || !player) {
      return c.json({ message: 'Invalid credentials' }, 401);
    }
    await releaseSlots(db, slots);
    if (player.status !== 'active') return c.json({ message: 'This account is suspended. Please contact customer support.' }, 403);
    // a break or self-exclusion refuses the login itself (said only to someone who knows the password)
    const block = await activeBlock(db, Number(player.id), ctx.clock.now());
    if (block) return c.json({ message: blockMessage(block) }, 403);
    const now = nowIso();
    await run(db, 'UPDATE players SET last_login_at = ? WHERE id = ?', [now, player.id]);
    await rememberDevice(c, db, config, Number(player.id), deviceId, now);
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

  /** A known device's own slot: its owner's typos lock only that device, and a stolen cookie gets no more guesses than a username. */
  async function deviceSlots(key: string): Promise<number[] | null> {
    const slot = await takeSlot(db, key, config.limits.loginPerUser, LIMIT_WINDOW_MS);
    return slot === null ? null : [slot];
  }

  /** Any other attempt: a slot of the address's ceiling and one of the username's lock. */
  async function strangerSlots(address: string, username: string): Promise<number[] | null> {
    const addressSlot = await takeSlot(db, `ip:${address}`, config.limits.loginPerAddress, LIMIT_WINDOW_MS);
    if (addressSlot === null) return null;
    const userSlot = await takeSlot(db, `login:${username.toLowerCase()}`, config.limits.loginPerUser, LIMIT_WINDOW_MS);
    if (userSlot !== null) return [addressSlot, userSlot];
    await releaseSlots(db, [addressSlot]);
    return null;
  }

  /** Ends the login whose token is presented, with its exchange and launch tokens (the player's other logins stay). */
  r.post('/api/logout', ctx.auth, async (c) => {
    await endLogin(db, bearerToken(c) ?? '');
    return c.json({ message: 'Logged out.' });
  });

  return r;
}
