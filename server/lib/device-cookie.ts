import type { Context } from 'hono';
import { getSignedCookie, setSignedCookie } from 'hono/cookie';
import type { ServerConfig } from '../config';
import { type Db, one, run } from '../db/client';
import { randomToken } from './auth';
import { keyedHash, keyFor } from './secrets';

/**
 * The device cookie: how the login call knows a device a player logged in from before (docs/login-limits.md).
 * A random id of the device's own, set at a successful login, signed with the server's key for device
 * cookies (HMAC-SHA256, Hono's signed cookies): a forged or altered cookie fails its signature and
 * counts as no cookie. HttpOnly (no script reads it), SameSite=Lax (another site's page cannot make a
 * login carry it), sent to the login call only, Secure when served over TLS.
 */
const DEVICE_COOKIE = 'tp_device';
const PATH = '/api/login';
/** Browsers keep a cookie at most 400 days; each login from the device renews it. */
const MAX_AGE_S = 400 * 24 * 3600;
const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;

const signingKey = (config: Pick<ServerConfig, 'appSecret'>) => new Uint8Array(keyFor(config, 'device-cookie'));

/** The device id of the request's cookie when its signature is the server's; otherwise null. */
export async function deviceIdOf(c: Context, config: Pick<ServerConfig, 'appSecret'>): Promise<string | null> {
  const id = await getSignedCookie(c, signingKey(config), DEVICE_COOKIE);
  return typeof id === 'string' && DEVICE_ID.test(id) ? id : null;
}

/** What the database keeps of a device id: a keyed hash, so a copy of the table cannot be turned into cookies. */
export const deviceHash = (config: Pick<ServerConfig, 'appSecret'>, deviceId: string) => keyedHash(config, 'device-cookie', deviceId);

/** Whether the player logged in from this device before. */
export async function isKnownDevice(db: Db, playerId: number, hash: string | null): Promise<boolean> {
  if (!hash) return false;
  return !!(await one(db, 'SELECT 1 FROM known_devices WHERE player_id = ? AND device_hash = ?', [playerId, hash]));
}

/** Served over TLS, directly or (behind a trusted proxy) as the proxy says. */
function overTls(c: Context, config: Pick<ServerConfig, 'trustProxy' | 'hsts'>): boolean {
  if (config.hsts || new URL(c.req.url).protocol === 'https:') return true;
  return config.trustProxy && c.req.header('x-forwarded-proto')?.split(',').at(-1)?.trim() === 'https';
}

/**
 * After a successful login: the device is the player's (a device id is made when the request had none
 * or a bad one), and its cookie is set again for another 400 days.
 */
export async function rememberDevice(
  c: Context,
  db: Db,
  config: Pick<ServerConfig, 'appSecret' | 'trustProxy' | 'hsts'>,
  playerId: number,
  deviceId: string | null,
  at: string,
): Promise<void> {
  const id = deviceId ?? randomToken(32);
  await run(db, 'INSERT INTO known_devices (player_id, device_hash, seen_at) VALUES (?, ?, ?) ON CONFLICT DO UPDATE SET seen_at = excluded.seen_at', [
    playerId,
    deviceHash(config, id),
    at,
  ]);
  await setSignedCookie(c, DEVICE_COOKIE, id, signingKey(config), {
    httpOnly: true,
    secure: overTls(c, config),
    sameSite: 'Lax',
    path: PATH,
    maxAge: MAX_AGE_S,
  });
}
