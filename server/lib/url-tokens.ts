import { type Db, one, run } from '../db/client';
import { randomToken, sessionCutoff, sha256 } from './auth';

/**
 * Tokens that travel in URLs (the exchange site's ?token=, lucky sports' ?access_token=) end up in
 * histories, logs and Referer headers, so each belongs to the login that asked for it and is good for
 * one place only: it is refused once that login ends (logout, password change, expiry) and a launch
 * token also after LAUNCH_TOKEN_MS of its own.
 */
export type UrlTokenKind = 'exchange' | 'player-login';

/** A lucky-sports launch token opens the frame within minutes of the tap that asked for it. */
export const LAUNCH_TOKEN_MS = 5 * 60_000;

export async function issueUrlToken(db: Db, o: { playerId: number; kind: UrlTokenKind; sessionToken: string; lifeMs?: number }): Promise<string> {
  const token = randomToken();
  const now = Date.now();
  await run(db, 'INSERT INTO tokens (token_hash, player_id, kind, created_at, parent_hash, expires_at) VALUES (?, ?, ?, ?, ?, ?)', [
    sha256(token),
    o.playerId,
    o.kind,
    new Date(now).toISOString(),
    sha256(o.sessionToken),
    o.lifeMs ? new Date(now + o.lifeMs).toISOString() : null,
  ]);
  return token;
}

/** The active player a URL token of this kind opens, while its login lasts and it has not expired. */
export async function urlTokenPlayer(db: Db, token: string, kind: UrlTokenKind): Promise<{ id: number; username: string } | undefined> {
  if (!token) return undefined;
  const row = await one<{ id: number; username: string }>(
    db,
    `SELECT p.id, p.username FROM tokens t
       JOIN tokens s ON s.token_hash = t.parent_hash AND s.kind = 'session' AND s.created_at > ?
       JOIN players p ON p.id = t.player_id
      WHERE t.token_hash = ? AND t.kind = ? AND (t.expires_at IS NULL OR t.expires_at > ?) AND p.status = 'active'`,
    [sessionCutoff(), sha256(token), kind, new Date().toISOString()],
  );
  return row ? { id: Number(row.id), username: String(row.username) } : undefined;
}
