import type { Context } from 'hono';
import type { ServerContext } from '../context';
import { run } from '../db/client';
import { issueToken } from './auth';
import { deviceHash, deviceIdOf, isKnownDevice, rememberDevice } from './device-cookie';
import { nowIso, refuse } from './http';
import { activeBlock, blockMessage } from './responsible';
import { clientAddress, LIMIT_WINDOW_MS, releaseSlots, TOO_MANY_ATTEMPTS, takeSlot } from './throttle';
import { issueUrlToken } from './url-tokens';

/**
 * What every way in shares, the password (routes/login.ts) and a passkey (routes/passkey-login.ts): the
 * same limits before the proof and the same refusals and the same login after it, in the same words.
 *
 * A device the player logged in from before (its signed device cookie, lib/device-cookie.ts) is limited
 * only by its own failures. Any other attempt takes a slot of its client address (a high ceiling against
 * floods: a carrier puts thousands of players behind one address) and a slot of its username; a proof
 * that holds gives its slots back. So an attacker gets loginPerUser tries per username and
 * loginPerAddress per address in the window, and the owner on a known device still logs in while the
 * username is locked and the address is flooded (docs/login-limits.md).
 */
export interface LoginPlayer {
  id: number;
  username: string;
  status: string;
}

export interface LoginAttempt {
  /** the attempt's slots, given back by `proven` */
  slots: number[];
  deviceId: string | null;
}

/**
 * Takes the slots of one attempt at `username` (null: an attempt that names no account, a passkey
 * nobody has: the address's slot only). Refuses with 429 when a limit is reached.
 */
export async function startAttempt(c: Context, ctx: ServerContext, player: LoginPlayer | undefined, username: string | null): Promise<LoginAttempt> {
  const { db, config } = ctx;
  const deviceId = await deviceIdOf(c, config);
  const hash = deviceId && deviceHash(config, deviceId);
  const known = !!player && (await isKnownDevice(db, player.id, hash));
  const slots = known && player ? await deviceSlots(`device:${player.id}:${hash}`) : await strangerSlots(clientAddress(c, config), username);
  if (!slots) throw refuse(429, TOO_MANY_ATTEMPTS);
  return { slots, deviceId };

  /** A known device's own slot: its owner's typos lock only that device, and a stolen cookie gets no more tries than a username. */
  async function deviceSlots(key: string): Promise<number[] | null> {
    const slot = await takeSlot(db, key, config.limits.loginPerUser, LIMIT_WINDOW_MS);
    return slot === null ? null : [slot];
  }

  /** Any other attempt: a slot of the address's ceiling and one of the username's lock. */
  async function strangerSlots(address: string, name: string | null): Promise<number[] | null> {
    const addressSlot = await takeSlot(db, `ip:${address}`, config.limits.loginPerAddress, LIMIT_WINDOW_MS);
    if (addressSlot === null || name === null) return addressSlot === null ? null : [addressSlot];
    const userSlot = await takeSlot(db, `login:${name.toLowerCase()}`, config.limits.loginPerUser, LIMIT_WINDOW_MS);
    if (userSlot !== null) return [addressSlot, userSlot];
    await releaseSlots(db, [addressSlot]);
    return null;
  }
}

/**
 * The proof held (a right password, a verified passkey): the attempt's slots go back, then what refuses
 * a login to someone who proved who they are (a suspended account, a break or self-exclusion), then the
 * login: its token, its exchange token and the device remembered. The answer of every way in.
 */
export async function completeLogin(c: Context, ctx: ServerContext, player: LoginPlayer, attempt: LoginAttempt) {
  const { db, config } = ctx;
  await releaseSlots(db, attempt.slots);
  if (player.status !== 'active') throw refuse(403, 'This account is suspended. Please contact customer support.');
  // a break or self-exclusion refuses the login itself (said only to someone who proved who they are)
  const block = await activeBlock(db, player.id, ctx.clock.now());
  if (block) throw refuse(403, blockMessage(block));
  const now = nowIso();
  await run(db, 'UPDATE players SET last_login_at = ? WHERE id = ?', [now, player.id]);
  await rememberDevice(c, db, config, player.id, attempt.deviceId, now);
  const token = await issueToken(db, player.id);
  const exchangeToken = await issueUrlToken(db, { playerId: player.id, kind: 'exchange', sessionToken: token });
  return c.json({
    token,
    remote_id: String(player.id),
    username: player.username,
    exchange: [{ token: exchangeToken }],
    message: 'Login successful',
  });
}
