import { type Db, one, run } from '../db/client';
import { sha256 } from './auth';

/**
 * The challenges of passkey ceremonies, kept server-side until used: each is good for one answer within
 * CHALLENGE_MS (taken, it is deleted, right or wrong), for its purpose only, and a registration's for its
 * player only. Kept as a hash. A challenge says who may answer it; the signed client data says which
 * challenge an answer is for, so no id travels beside it.
 */
export const CHALLENGE_MS = 5 * 60_000;
export type ChallengePurpose = 'register' | 'login';
export const CHALLENGE_EXPIRED = 'The passkey request has expired. Please try again.';

/** Keeps a new challenge; old ones of anyone go (a registration's older ones of the same player too). */
export async function keepChallenge(
  db: Db,
  o: { challenge: string; purpose: ChallengePurpose; playerId?: number; address?: string; now: number },
): Promise<void> {
  await run(db, 'DELETE FROM passkey_challenges WHERE expires_at <= ?', [o.now]);
  if (o.purpose === 'register' && o.playerId) {
    await run(db, "DELETE FROM passkey_challenges WHERE purpose = 'register' AND player_id = ?", [o.playerId]);
  }
  await run(db, 'INSERT INTO passkey_challenges (challenge_hash, purpose, player_id, address, expires_at) VALUES (?, ?, ?, ?, ?)', [
    sha256(o.challenge),
    o.purpose,
    o.playerId ?? null,
    o.address ?? null,
    o.now + CHALLENGE_MS,
  ]);
}

/** Login challenges an address holds unanswered: a ceiling against filling the table. */
export async function openLoginChallenges(db: Db, address: string, now: number): Promise<number> {
  const r = await one<{ n: number }>(db, "SELECT COUNT(*) AS n FROM passkey_challenges WHERE purpose = 'login' AND address = ? AND expires_at > ?", [
    address,
    now,
  ]);
  return Number(r?.n ?? 0);
}

/**
 * Takes the challenge an answer's client data names: true when it was kept for this purpose (and
 * player) and has not expired. Taking deletes it in the same statement, so two answers racing with one
 * challenge cannot both have it.
 */
export async function takeChallenge(db: Db, o: { challenge: string; purpose: ChallengePurpose; playerId?: number; now: number }): Promise<boolean> {
  const row = await one<{ expires_at: number }>(
    db,
    'DELETE FROM passkey_challenges WHERE challenge_hash = ? AND purpose = ? AND player_id IS ? RETURNING expires_at',
    [sha256(o.challenge), o.purpose, o.playerId ?? null],
  );
  return !!row && Number(row.expires_at) > o.now;
}

/** The challenge a response's client data (base64url JSON) carries; '' when it cannot be read. */
export function challengeOf(clientDataJSON: string): string {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' ? data.challenge : '';
  } catch {
    return '';
  }
}
