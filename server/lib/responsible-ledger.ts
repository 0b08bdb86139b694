import type { Db, Tx } from '../db/client';

/**
 * Net loss since `start` (paisa): stakes minus wins, rollbacks taken back, from the ledger. Negative
 * when the player is ahead.
 */
export async function netLossSince(_db: Db | Tx, _playerId: number, _start: number): Promise<number> {
  // the ledger of rounds and bets arrives with the money loop; until then nothing has been staked
  return 0;
}
