import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client';
import { one, run } from '../db/client';
import type { ServerConfig } from '../config';
import { keyedHash } from './secrets';

const TTL_MS = 10 * 60 * 1000;
const MAX_ATTEMPTS = 5;
/** codes per player and purpose in an hour: each new code brings new guesses */
const MAX_SENDS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;
export const TOO_MANY_CODES = 'Too many codes were sent. Please wait an hour and try again.';

/** What the code functions use of the server's context. */
export interface CodeDeps {
  db: Db;
  config: Pick<ServerConfig, 'appSecret' | 'mode'>;
}

/**
 * A code as kept: an HMAC under the server's codes key (APP_SECRET), over the player, the purpose and
 * the row's own salt. Six digits are a million guesses: without the key nobody can recompute a hash
 * from the table, and with the key each row still needs its own million (no table computed once).
 */
function codeHash(config: CodeDeps['config'], o: { playerId: number; purpose: string; salt: string }, code: string): string {
  return keyedHash(config, 'codes', `${o.playerId}\n${o.purpose}\n${o.salt}\n${code}`);
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/**
 * Makes a 6-digit code and "sends" it: the outbox table (and the log) stands in for SMS and e-mail.
 * False when the player had MAX_SENDS_PER_HOUR codes for this purpose in the last hour (nothing sent):
 * otherwise asking again and again would give unlimited guesses. A new code retires the older ones.
 */
export async function sendCode(
  { db, config }: CodeDeps,
  o: { playerId: number; username: string; purpose: string; channel: 'email' | 'sms'; destination: string; target?: string },
): Promise<boolean> {
  const now = Date.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('hex');
  // counted and inserted in one statement, so parallel requests cannot all pass the count
  // (a code's expiry is its sending time plus TTL_MS)
  const made = await run(
    db,
    `INSERT INTO otps (player_id, purpose, target, code_hash, salt, expires_at)
     SELECT ?, ?, ?, ?, ?, ? WHERE (SELECT COUNT(*) FROM otps WHERE player_id = ? AND purpose = ? AND expires_at > ?) < ?`,
    [
      o.playerId,
      o.purpose,
      o.target ?? '',
      codeHash(config, { ...o, salt }, code),
      salt,
      now + TTL_MS,
      o.playerId,
      o.purpose,
      now - HOUR_MS + TTL_MS,
      MAX_SENDS_PER_HOUR,
    ],
  );
  if (made.changes !== 1) return false;
  await run(db, 'UPDATE otps SET used_at = ? WHERE player_id = ? AND purpose = ? AND used_at IS NULL AND id < ?', [now, o.playerId, o.purpose, made.lastId]);
  // only the development and test controls read codes back (/api/dev/outbox): in production a code
  // lives only as its keyed hash in otps, never in the outbox table or the log
  const kept = config.mode === 'production' ? null : code;
  const body = `Your verification code is ${kept ?? '******'}. It expires in 10 minutes.`;
  await run(db, 'INSERT INTO outbox (channel, destination, username, purpose, body, code, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)', [
    o.channel,
    o.destination,
    o.username,
    o.purpose,
    body,
    kept,
    new Date(now).toISOString(),
  ]);
  if (config.mode !== 'test') console.log(`[outbox] ${o.channel} to ${o.destination}: ${body}`);
  return true;
}

/**
 * Consumes the player's live code for this purpose; returns its target when the code matches. Every
 * try is counted before the comparison, in the statement that checks the count, so parallel guesses
 * cannot share one count; after MAX_ATTEMPTS tries (the right code too) or TTL_MS the code is dead.
 */
export async function takeCode({ db, config }: CodeDeps, playerId: number, purpose: string, code: string): Promise<{ target: string } | null> {
  const now = Date.now();
  const row = await one<{ id: number; code_hash: string; salt: string; target: string }>(
    db,
    'SELECT id, code_hash, salt, target FROM otps WHERE player_id = ? AND purpose = ? AND used_at IS NULL AND expires_at > ? ORDER BY id DESC LIMIT 1',
    [playerId, purpose, now],
  );
  if (!row) return null;
  const counted = await run(db, 'UPDATE otps SET attempts = attempts + 1 WHERE id = ? AND attempts < ? AND used_at IS NULL AND expires_at > ?', [
    row.id,
    MAX_ATTEMPTS,
    now,
  ]);
  if (counted.changes !== 1) return null;
  if (!sameHash(String(row.code_hash), codeHash(config, { playerId, purpose, salt: String(row.salt) }, code.trim()))) return null;
  // used once: of two right tries at the same moment only one takes it
  const used = await run(db, 'UPDATE otps SET used_at = ? WHERE id = ? AND used_at IS NULL', [now, row.id]);
  return used.changes === 1 ? { target: String(row.target) } : null;
}
