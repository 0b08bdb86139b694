import type { Tx } from '../db/client';
import { applyLedger } from '../lib/ledger';
import { recordSettledStake } from '../lib/settled-stake';

/**
 * Where the exchange moves money: a settled bet's win (credit) or loss (debit) is one ledger row,
 * written in the settlement's transaction. Nothing moves at placement: the exposure is held, not taken.
 */
export async function bookSettlement(tx: Tx, playerId: number, amount: number, reference: string): Promise<void> {
  if (amount === 0) return;
  await applyLedger(tx, { playerId, kind: amount > 0 ? 'exchange_win' : 'exchange_loss', amount, reference });
}

/** A settled stake counts toward turnover, VIP points and referral rewards, as casino rounds do. */
export async function countSettledStake(tx: Tx, playerId: number, stake: number, reference: string): Promise<void> {
  await recordSettledStake(tx, playerId, stake, reference);
}
