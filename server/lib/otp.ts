import { randomInt } from 'node:crypto';
import type { Db } from '../db/client';
import { one, run } from '../db/client';
import type { ServerConfig } from '../config';
import { sha256 } from './auth';

const TTL_MS = 10 * 60 * 1000;
const MAX_ATTEMPTS = 5;
/** codes per player and purpose in an hour: each new code brings new guesses */
const MAX_SENDS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;
export const TOO_MANY_CODES = 'Too many codes were sent. Please wait an hour and try again.';

/**
 * Makes a 6-digit code and "sends" it: the outbox table (and the log) stands in for SMS and e-mail.
 * False when the player had MAX_SENDS_PER_HOUR codes for this purpose in the last hour (nothing sent):
 * otherwise asking again and again would give unlimited guesses.
 */
export async function sendCode(
  db: Db,
  o: { playerId: number; username: string; purpose: string; channel: 'email' | 'sms'; destination: string; target?: string },
  mode: ServerConfig['mode'],
): Promise<boolean> {
  // a code's expiry is its sending time plus TTL_MS
  const recent = await one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM otps WHERE player_id = ? AND purpose = ? AND expires_at > ?', [
    o.playerId,
    o.purpose,
    Date.now() - HOUR_MS + TTL_MS,
  ]);
  if (Number(recent?.n ?? 0) >= MAX_SENDS_PER_HOUR) return false;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await run(db, 'UPDATE otps SET used_at = ? WHERE player_id = ? AND purpose = ? AND used_at IS NULL', [Date.now(), o.playerId, o.purpose]);
  await run(db, 'INSERT INTO otps (player_id, purpose, target, code_hash, expires_at) VALUES (?, ?, ?, ?, ?)', [
    o.playerId,
    o.purpose,
    o.target ?? '',
    sha256(code),
    Date.now() + TTL_MS,
  ]);
  // only the development and test controls read codes back (/api/dev/outbox): in production a code
  // lives only as its hash in otps, never in the outbox table or the log
  const kept = mode === 'production' ? null : code;
  const body = `Your verification code is ${kept ?? '******'}. It expires in 10 minutes.`;
  await run(db, 'INSERT INTO outbox (channel, destination, username, purpose, body, code, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)', [
    o.channel,
    o.destination,
    o.username,
    o.purpose,
    body,
    kept,
    new Date().toISOString(),
  ]);
  if (mode !== 'test') console.log(`[outbox] ${o.channel} to ${o.destination}: ${body}`);
  return true;
}

/** Consumes the player's live code for this purpose; returns its target when the code matches. */
export async function takeCode(db: Db, playerId: number, purpose: string, code: string): Promise<{ target: string } | null> {
  const row = await one<{ id: number; code_hash: string; target: string; attempts: number }>(
    db,
    'SELECT id, code_hash, target, attempts FROM otps WHERE player_id = ? AND purpose = ? AND used_at IS NULL AND expires_at > ? ORDER BY id DESC LIMIT 1',
    [playerId, purpose, Date.now()],
  );
  if (!row || Number(row.attempts) >= MAX_ATTEMPTS) return null;
  if (row.code_hash !== sha256(code.trim())) {
    await run(db, 'UPDATE otps SET attempts = attempts + 1 WHERE id = ?', [row.id]);
    return null;
  }
  await run(db, 'UPDATE otps SET used_at = ? WHERE id = ?', [Date.now(), row.id]);
  return { target: String(row.target) };
}
