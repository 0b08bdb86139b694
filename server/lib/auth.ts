import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { Context, MiddlewareHandler } from 'hono';
import { type Db, one, type Tx } from '../db/client';

const scrypt = promisify(scryptCb) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>;
const PARAMS = { N: 16384, r: 8, p: 1 };

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, 32, PARAMS);
  return `scrypt$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algo, salt, key] = stored.split('$');
  if (algo !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const got = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, PARAMS);
  return timingSafeEqual(expected, got);
}

let decoy: Promise<string> | undefined;
/**
 * Checks a password against a player's stored hash, or against a decoy hash when there is no such
 * player: an unknown username costs the same scrypt work, so the answer's timing does not tell
 * whether a username exists.
 */
export async function checkLogin(password: string, stored: string | undefined): Promise<boolean> {
  if (stored !== undefined) return verifyPassword(password, stored);
  decoy ??= hashPassword(randomToken());
  await verifyPassword(password, await decoy);
  return false;
}

export function sha256(s: string): string {
  return createHash('sha256').update(s).digest('hex');
}

/** The operator's secret header against the configured one, in constant time; no secret configured = refused. */
export function secretMatches(given: string | undefined, expected: string): boolean {
  if (!expected || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A random bearer token for the player; only its hash is stored. */
export async function issueToken(db: Db, playerId: number, kind = 'session'): Promise<string> {
  const token = randomToken();
  await db.execute({
    sql: 'INSERT INTO tokens (token_hash, player_id, kind, created_at) VALUES (?, ?, ?, ?)',
    args: [sha256(token), playerId, kind, new Date().toISOString()],
  });
  return token;
}

/** How long a login lasts: then the app's next call gets 401 and the player logs in again. */
export const SESSION_DAYS = 30;
export const sessionCutoff = () => new Date(Date.now() - SESSION_DAYS * 86_400_000).toISOString();

export interface AuthPlayer {
  id: number;
  username: string;
}

export type AppEnv = { Variables: { player: AuthPlayer } };

/** The bearer token of the request, if it has one. */
export function bearerToken(c: Context): string | null {
  return /^Bearer\s+(\S+)$/.exec(c.req.header('Authorization') ?? '')?.[1] ?? null;
}

/** Refuses a call without a valid bearer token (401); sets c.var.player. */
export function requirePlayer(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c);
    if (!token) return c.json({ message: 'Unauthenticated.' }, 401);
    const row = await one<{ id: number; username: string }>(
      db,
      "SELECT p.id, p.username FROM tokens t JOIN players p ON p.id = t.player_id WHERE t.token_hash = ? AND t.kind = 'session' AND t.created_at > ? AND p.status = 'active'",
      [sha256(token), sessionCutoff()],
    );
    if (!row) {
      // an ended or expired login: the URL tokens given to it end with it
      await endLogin(db, token);
      return c.json({ message: 'Unauthenticated.' }, 401);
    }
    c.set('player', { id: Number(row.id), username: String(row.username) });
    await next();
  };
}

/**
 * Ends a login: its session token and every URL token given to it (url-tokens.ts); the game sessions it
 * launched end with it (lib/wallet-session.ts).
 */
export async function endLogin(db: Db, sessionToken: string): Promise<void> {
  const hash = sha256(sessionToken);
  await db.execute({ sql: 'DELETE FROM tokens WHERE token_hash = ? OR parent_hash = ?', args: [hash, hash] });
}

/**
 * Ends every login of a player (a password change or reset, a break or self-exclusion): each session
 * with its URL tokens and the game sessions it launched. After a new password the devices the player
 * logged in from are forgotten too: one that knew the old password gets no login allowance of its own.
 */
export async function endAllLogins(db: Db | Tx, playerId: number, o: { forgetDevices: boolean }): Promise<void> {
  await db.execute({ sql: 'DELETE FROM tokens WHERE player_id = ?', args: [playerId] });
  if (o.forgetDevices) await db.execute({ sql: 'DELETE FROM known_devices WHERE player_id = ?', args: [playerId] });
}

/** The token's player only: a remote_id naming anyone else is refused (403). */
export function ownRemoteId(c: Context<AppEnv>, remoteId: unknown): Response | null {
  if (String(remoteId ?? '') !== String(c.var.player.id)) {
    return c.json({ message: 'This account is not yours.' }, 403);
  }
  return null;
}
