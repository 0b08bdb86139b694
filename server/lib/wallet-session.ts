/**
 * Which player a wallet call may touch. A game session (game_sessions) belongs to the login that
 * launched it (login_hash): it may take stakes only while that login lasts, it has been used in the
 * last 30 minutes and the player may play. Ending the login (logout, password change or reset, expiry,
 * a break or self-exclusion: each removes the login's token) ends the session at once.
 *
 * Settling a round whose debit was accepted is different: the provider owes that round's win (or the
 * stake back), so a credit or rollback still lands after the session ended, but only with the session
 * and the player the round's debit came with (assertRoundOwner), never for another round.
 */
import type { WalletCode } from '../../src/api/contract/wallet';
import { type Db, one, type Tx } from '../db/client';
import { sessionCutoff, sha256 } from './auth';
import { toWire } from './money';

/** A game session ends after this long without a wallet call. */
const SESSION_IDLE_MS = 30 * 60_000;

export class WalletRefusal extends Error {
  constructor(
    readonly code: Exclude<WalletCode, 'OK'>,
    message: string,
  ) {
    super(message);
  }
}

export interface WalletSession {
  playerId: number;
  username: string;
  gameCode: string;
  gameName: string;
  type: string;
  platform: string;
  externalUrl: string;
  /** sha256 of the session token: what the round's wallet rows are bound to */
  hash: string;
}

type SessionRow = Record<string, unknown>;

async function sessionRow(db: Db | Tx, token: string): Promise<SessionRow> {
  const s = await one<SessionRow>(
    db,
    `SELECT s.player_id, s.game_code, s.type, s.platform, s.external_url, s.created_at, s.last_seen_at, p.username, p.status, g.name,
            COALESCE(b.games_market, 0) AS games_blocked, COALESCE(b.cs_market, 0) AS cs_blocked,
            EXISTS (SELECT 1 FROM tokens t WHERE t.token_hash = s.login_hash AND t.kind = 'session' AND t.created_at > ?) AS login_live
       FROM game_sessions s JOIN players p ON p.id = s.player_id LEFT JOIN games g ON g.code = s.game_code
       LEFT JOIN market_blocks b ON b.player_id = s.player_id WHERE s.token_hash = ?`,
    [sessionCutoff(), sha256(token)],
  );
  if (!s) throw new WalletRefusal('SESSION_NOT_FOUND', 'Unknown game session.');
  return s;
}

const toSession = (s: SessionRow, token: string): WalletSession => ({
  playerId: Number(s.player_id),
  username: String(s.username),
  gameCode: String(s.game_code),
  gameName: String(s.name ?? s.game_code),
  type: String(s.type),
  platform: String(s.platform),
  externalUrl: String(s.external_url ?? ''),
  hash: sha256(token),
});

/** The live session of a token, or a refusal: unknown, its login ended, idle too long, or the player may not play. */
export async function openSession(db: Db | Tx, token: string, now = Date.now()): Promise<WalletSession> {
  const s = await sessionRow(db, token);
  if (Number(s.login_live) !== 1) throw new WalletRefusal('SESSION_EXPIRED', 'The game session has ended. Close the game and start it again.');
  const last = Date.parse(String(s.last_seen_at ?? s.created_at));
  if (now - last > SESSION_IDLE_MS) throw new WalletRefusal('SESSION_EXPIRED', 'The game session has expired.');
  const blocked = String(s.type) === 'SPORTS' ? Number(s.cs_blocked) === 1 : Number(s.games_blocked) === 1;
  if (String(s.status) !== 'active' || blocked) throw new WalletRefusal('PLAYER_BLOCKED', 'This player may not play.');
  return toSession(s, token);
}

/** The session a settlement (credit, rollback) names, live or ended: it may settle only its own rounds. */
export async function settlingSession(db: Db | Tx, token: string): Promise<WalletSession> {
  return toSession(await sessionRow(db, token), token);
}

/** Refuses a call for a round whose earlier wallet rows came with another player or another session. */
export async function assertRoundOwner(tx: Tx, provider: string, roundId: string, s: WalletSession): Promise<void> {
  const other = await one(
    tx,
    `SELECT 1 FROM wallet_transactions WHERE provider = ? AND round_id = ?
        AND (player_id <> ? OR (session_hash IS NOT NULL AND session_hash <> ?)) LIMIT 1`,
    [provider, roundId, s.playerId, s.hash],
  );
  if (other) throw new WalletRefusal('ROUND_MISMATCH', "This round belongs to another player's game session.");
}

export async function balanceOf(db: Db | Tx, playerId: number): Promise<string> {
  const p = await one<{ balance: number }>(db, 'SELECT balance FROM players WHERE id = ?', [playerId]);
  return toWire(Number(p?.balance ?? 0));
}
