/**
 * The one rule that decides whether a player may put money at risk. Every stake path asks it, inside
 * the transaction that books the stake, and the places that book a stake (the ledger's `bet` row, an
 * exchange bet's row) take only the approval it returns: a new stake path cannot book money without
 * passing every rule. tests/server/stake-rules.test.ts runs each path against each rule.
 *
 * Rules, in the order a player is told about them:
 *   suspended account · the upline's block of the path's section · a break · a self-exclusion ·
 *   a loss limit that the stake could pass (the period's net loss, plus what open exchange bets may
 *   still lose, plus this stake's most it can add to that).
 * A deposit limit is not a stake rule: it limits money in, and stakes do not count against it.
 */
import type { Db, Tx } from '../db/client';
import { one } from '../db/client';
import { accountOf } from '../exchange/book';
import { activeBlock, blockMessage, limitsAt, RG_MSG } from './responsible';
import { netLossSince } from './responsible-ledger';
import { periodBounds } from './responsible-periods';
import type { ApprovedStake, StakePath } from './stake-approval';

export { STAKE_PATHS, type StakePath } from './stake-approval';

/** The section of the upline's market blocks (market_blocks) that each path belongs to. */
const SECTION: Record<StakePath, 'games_market' | 'cs_market' | 'exchange_market'> = {
  casino: 'games_market',
  crash: 'games_market',
  sports_game: 'cs_market',
  exchange_back: 'exchange_market',
  exchange_lay: 'exchange_market',
};

/** The path of a game session's type (a provider's round debits through the wallet). */
export const gamePath = (type: string): StakePath => (type === 'CRASH' ? 'crash' : type === 'SPORTS' ? 'sports_game' : 'casino');

export interface StakeAsk {
  playerId: number;
  path: StakePath;
  /** paisa: the most this stake can add to the player's loss (a round's stake; for an exchange bet the
   * rise of the player's exposure, a lay's liability on a fresh market; 0 for a bet that only hedges) */
  atRisk: number;
  now: number;
}

export type StakeRefusalCode = 'suspended' | 'upline' | 'break' | 'excluded' | 'loss_limit';

export class StakeRefusal extends Error {
  constructor(
    readonly code: StakeRefusalCode,
    message: string,
  ) {
    super(message);
  }
}

const SUSPENDED_MSG = 'This account is suspended. Please contact customer support.';
const UPLINE_MSG = 'This section is blocked by Your Upline. Please contact customer support.';

/** Runs every rule; throws a StakeRefusal naming the first that refuses, else returns the approval. */
export async function approveStake(db: Db | Tx, ask: StakeAsk): Promise<ApprovedStake> {
  const { playerId, path, atRisk, now } = ask;
  const p = await one<{ status: string; blocked: number | null }>(
    db,
    `SELECT p.status, (SELECT ${SECTION[path]} FROM market_blocks WHERE player_id = p.id LIMIT 1) AS blocked FROM players p WHERE p.id = ?`,
    [playerId],
  );
  if (!p || String(p.status) !== 'active') throw new StakeRefusal('suspended', SUSPENDED_MSG);
  if (Number(p.blocked) === 1) throw new StakeRefusal('upline', UPLINE_MSG);
  const block = await activeBlock(db, playerId, now);
  if (block) throw new StakeRefusal(block.kind === 'break' ? 'break' : 'excluded', blockMessage(block));
  const limits = (await limitsAt(db, playerId, 'loss', now)).filter((l) => l.amount !== null);
  if (limits.length > 0) {
    // open exchange bets may still lose their exposure: a stake is measured on top of it
    const held = (await accountOf(db, playerId)).exposure;
    for (const l of limits) {
      const lost = (await netLossSince(db, playerId, periodBounds(l.period, now).start)) + held;
      const limit = Number(l.amount);
      if (atRisk > 0 && lost + atRisk > limit) throw new StakeRefusal('loss_limit', RG_MSG.lossLimit(l.period));
    }
  }
  return { playerId, path, atRisk } as ApprovedStake;
}

/** Whether play may start (a game launch): whether one paisa more could be staked now. */
export async function assertMayStartPlay(db: Db | Tx, playerId: number, path: StakePath, now: number): Promise<void> {
  await approveStake(db, { playerId, path, atRisk: 1, now });
}
