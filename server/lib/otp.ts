import { randomInt } from 'node:crypto';
import type { Db } from '../db/client';
import { one, run } from '../db/client';
import { sha256 } from './auth';

const TTL_MS = 10 * 60 * 1000;
const MAX_ATTEMPTS = 5;

/** Makes a 6-digit code and "sends" it: the outbox table (and the log) stands in for SMS and e-mail. */
export async function sendCode(
  db: Db,
  o: { playerId: number; username: string; purpose: string; channel: 'email' | 'sms'; destination: string; target?: string },
): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await run(db, 'UPDATE otps SET used_at = ? WHERE player_id = ? AND purpose = ? AND used_at IS NULL', [Date.now(), o.playerId, o.purpose]);
  await run(db, 'INSERT INTO otps (player_id, purpose, target, code_hash, expires_at) VALUES (?, ?, ?, ?, ?)', [
    o.playerId,
    o.purpose,
    o.target ?? '',
    sha256(code),
    Date.now() + TTL_MS,
  ]);
  const body = `Your verification code is ${code}. It expires in 10 minutes.`;
  await run(db, 'INSERT INTO outbox (channel, destination, username, purpose, body, code, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)', [
    o.channel,
    o.destination,
    o.username,
    o.purpose,
    body,
    code,
    new Date().toISOString(),
  ]);
  if (process.env.APP_MODE !== 'test') console.log(`[outbox] ${o.channel} to ${o.destination}: ${body}`);
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
