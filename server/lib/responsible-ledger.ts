import type { Db, Tx } from '../db/client';
import { playNetSince } from './ledger';

/**
 * Net loss since `start` (paisa): stakes minus wins, rollbacks taken back, from the ledger's play
 * rows (games and the exchange). Negative when the player is ahead.
 */
export async function netLossSince(db: Db | Tx, playerId: number, start: number): Promise<number> {
  return -(await playNetSince(db, playerId, new Date(start).toISOString()));
}
