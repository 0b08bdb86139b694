/**
 * What the stake rule (stake-rule.ts) hands to the places that book a stake: kept apart from the rule
 * so that the ledger can demand an approval without importing the rule's reads.
 */

/** Every way a player puts money at risk; a path added here needs a driver in the rule matrix test. */
export const STAKE_PATHS = ['casino', 'crash', 'sports_game', 'exchange_back', 'exchange_lay', 'exchange_cash_out'] as const;
export type StakePath = (typeof STAKE_PATHS)[number];

declare const approved: unique symbol;
/** Proof that the rule passed this stake; only approveStake makes one. */
export interface ApprovedStake {
  readonly [approved]: true;
  readonly playerId: number;
  readonly path: StakePath;
  readonly atRisk: number;
}

/** Whether an approval covers booking `amount` paisa at risk for this player (the booking places check it). */
export function assertCovers(approval: ApprovedStake, playerId: number, amount: number): void {
  if (approval.playerId !== playerId || amount > approval.atRisk) throw new Error('A stake was booked without the stake rule approving it.');
}
