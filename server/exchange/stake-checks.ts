import type { ServerContext } from '../context';
import type { Tx } from '../db/client';
import { refuse } from '../lib/http';
import { takaText } from '../lib/money';
import type { ApprovedStake, StakePath } from '../lib/stake-approval';
import { approveStake, StakeRefusal, type StakeRefusalCode } from '../lib/stake-rule';

/** A refusal of the exchange: its message and the `code` the bet slip acts on. */
export const refuseBet = (status: 403 | 404 | 409 | 422, code: string, message: string, extra: Record<string, unknown> = {}) =>
  refuse(status, message, { code, ...extra });

/** The exchange's refusal codes of the stake rule's refusals ('blocked' is the code the bet slip knows). */
const EXCHANGE_CODE: Record<StakeRefusalCode, string> = {
  suspended: 'account_suspended',
  upline: 'blocked',
  break: 'break',
  excluded: 'excluded',
  loss_limit: 'loss_limit',
};

/** A bet's stake within the exchange's minimum and maximum (a cash out's hedge bets each). */
export function assertStakeSize(limits: ServerContext['config']['exchange'], stake: number | null): asserts stake is number {
  if (stake === null || stake < limits.minStake) throw refuseBet(422, 'min_stake', `Minimum stake is ${takaText(limits.minStake)}.`);
  if (stake > limits.maxStake) throw refuseBet(422, 'max_stake', `Maximum stake is ${takaText(limits.maxStake)}.`);
}

export interface ExposureChange {
  playerId: number;
  path: StakePath;
  /** paisa: the player's whole exposure before the new bets */
  before: number;
  /** paisa: the market's exposure before and with the new bets */
  marketBefore: number;
  marketAfter: number;
  balance: number;
}

/**
 * What every exchange stake passes once its new book is known, in one order for a placement and a cash
 * out: the market's exposure cap, the stake rule for what the bets add to the player's worst case (a
 * lay by its liability, a bet that only hedges by nothing), then the balance. Only a rise is refused.
 */
export async function approveExposure(tx: Tx, ctx: ServerContext, c: ExposureChange): Promise<{ approval: ApprovedStake; after: number; atRisk: number }> {
  const limit = ctx.config.exchange.marketExposureLimit;
  if (c.marketAfter > limit && c.marketAfter > c.marketBefore) {
    throw refuseBet(422, 'market_limit', `Exposure on one market is limited to ${takaText(limit)}.`);
  }
  const after = c.before - c.marketBefore + c.marketAfter;
  const atRisk = Math.max(0, after - c.before);
  let approval: ApprovedStake;
  try {
    approval = await approveStake(tx, { playerId: c.playerId, path: c.path, atRisk, now: ctx.clock.now() });
  } catch (err) {
    if (err instanceof StakeRefusal) throw refuseBet(403, EXCHANGE_CODE[err.code], err.message);
    throw err;
  }
  if (after > c.balance && after > c.before) throw refuseBet(422, 'insufficient', 'Insufficient balance.');
  return { approval, after, atRisk };
}
