/**
 * What a settled stake feeds, in one place for every game and the exchange (DESIGN.md §3a):
 * - turnover: the player's active tickets, oldest first, lose the stake from `remaining_turnover`
 *   (never below 0); a ticket reaching 0 becomes `complete` with its update time;
 * - VIP points: 1 VP per ৳100 of settled stake (VP_PER_STAKE_PAISA), carried across stakes so no
 *   fraction is lost; each point earned is a VP Received row with the source; the monthly VIP history
 *   row follows (experience and level);
 * - referral: the stake is turnover of the player's uplines (tier 1 the referrer, tiers 2 and 3 above
 *   it); each upline's row of the Dhaka day accrues it and its cash reward follows the ratio board
 *   (REWARD_TIERS: the tab whose threshold the row's turnover passes, rate per tier).
 *
 * Stable API: recordSettledStake(tx, playerId, stakePaisa, source, at?) inside the caller's write
 * transaction (the same one that settled the round or bet).
 */
import { REWARD_TIERS } from '../../src/api/contract/referral';
import { vipLevelOf } from '../../src/api/contract/vip';
import { dhakaDay } from '../../src/lib/dhaka-time';
import { one, type Tx } from '../db/client';
import { nowIso } from './http';

/** Settled stake, in paisa, that earns one VIP point (৳100). */
const VP_PER_STAKE_PAISA = 100_00;

export async function recordSettledStake(tx: Tx, playerId: number, stakePaisa: number, source: string, at = nowIso()): Promise<void> {
  if (!Number.isSafeInteger(stakePaisa) || stakePaisa <= 0) return;
  await consumeTurnover(tx, playerId, stakePaisa, at);
  await earnVipPoints(tx, playerId, stakePaisa, source, at);
  await accrueReferral(tx, playerId, stakePaisa, at);
}

async function consumeTurnover(tx: Tx, playerId: number, stake: number, at: string): Promise<void> {
  const tickets = await tx.execute({
    sql: "SELECT id, remaining_turnover FROM turnovers WHERE player_id = ? AND status = 'active' ORDER BY created_at, id",
    args: [playerId],
  });
  let left = stake;
  for (const t of tickets.rows) {
    if (left <= 0) break;
    const remaining = Number(t.remaining_turnover);
    const used = Math.min(left, remaining);
    left -= used;
    const after = remaining - used;
    await tx.execute({
      sql: 'UPDATE turnovers SET remaining_turnover = ?, status = ?, updated_at = ? WHERE id = ?',
      args: [after, after === 0 ? 'complete' : 'active', at, Number(t.id)],
    });
  }
}

async function earnVipPoints(tx: Tx, playerId: number, stake: number, source: string, at: string): Promise<void> {
  const up = await tx.execute({
    sql: `INSERT INTO play_totals (player_id, settled_stake) VALUES (?, ?)
          ON CONFLICT (player_id) DO UPDATE SET settled_stake = settled_stake + excluded.settled_stake RETURNING settled_stake`,
    args: [playerId, stake],
  });
  const total = Number(up.rows[0]?.settled_stake ?? stake);
  const points = Math.floor(total / VP_PER_STAKE_PAISA) - Math.floor((total - stake) / VP_PER_STAKE_PAISA);
  if (points <= 0) return;
  await tx.execute({
    sql: "INSERT INTO vip_points (player_id, points, kind, source, amount, created_at) VALUES (?, ?, 'received', ?, 0, ?)",
    args: [playerId, points, source, at],
  });
  await tx.execute({ sql: 'UPDATE players SET vip_coin = vip_coin + ? WHERE id = ?', args: [points, playerId] });
  const exp = await one<{ total: number | null }>(tx, "SELECT SUM(points) AS total FROM vip_points WHERE player_id = ? AND kind = 'received'", [playerId]);
  const level = vipLevelOf(Number(exp?.total ?? 0)).level;
  const [year, month] = dhakaDay(at).split('-').map(Number);
  await tx.execute({
    sql: `INSERT INTO vip_history (player_id, year, month, level, experience) VALUES (?, ?, ?, ?, ?)
          ON CONFLICT (player_id, year, month) DO UPDATE SET experience = experience + excluded.experience, level = excluded.level`,
    args: [playerId, year ?? 0, month ?? 0, level, points],
  });
}

/** Basis points (1/100 of a percent) of a rate written in percent, e.g. '0.15' -> 15. */
const bp = (rate: string) => Math.round(Number(rate) * 100);

/** Cash reward in paisa of a day's turnover by tier: the highest tab whose threshold the total passes. */
export function referralReward(tiers: [number, number, number]): number {
  const total = tiers[0] + tiers[1] + tiers[2];
  const tab = [...REWARD_TIERS].reverse().find((b) => total > b.above * 100);
  if (!tab) return 0;
  return Math.floor(tiers.reduce((sum, t, i) => sum + t * bp(tab.rates[i] ?? '0'), 0) / 10_000);
}

/** What a reward row accrued from play says in its Details column. */
const DETAILS = 'Referral turnover';

async function accrueReferral(tx: Tx, playerId: number, stake: number, at: string): Promise<void> {
  const date = dhakaDay(at);
  let code = (await one<{ referred_by: string | null }>(tx, 'SELECT referred_by FROM players WHERE id = ?', [playerId]))?.referred_by ?? null;
  for (let tier = 1; tier <= 3 && code; tier++) {
    const up = await one<{ id: number; referred_by: string | null }>(tx, 'SELECT id, referred_by FROM players WHERE referral_code = ?', [code]);
    if (!up || Number(up.id) === playerId) return;
    const upId = Number(up.id);
    // the day's open row (a claimed row stays as it was claimed; later turnover starts a new one)
    let row = await one<Record<string, number>>(
      tx,
      "SELECT id, tier1_turnover, tier2_turnover, tier3_turnover FROM referral_rewards WHERE player_id = ? AND date = ? AND details = ? AND status <> 'claimed' ORDER BY id DESC LIMIT 1",
      [upId, date, DETAILS],
    );
    if (!row) {
      const ins = await tx.execute({
        sql: "INSERT INTO referral_rewards (player_id, date, turnover, cash_reward, status, details) VALUES (?, ?, 0, 0, 'pending', ?)",
        args: [upId, date, DETAILS],
      });
      row = { id: Number(ins.lastInsertRowid), tier1_turnover: 0, tier2_turnover: 0, tier3_turnover: 0 };
    }
    const tiers: [number, number, number] = [
      Number(row.tier1_turnover) + (tier === 1 ? stake : 0),
      Number(row.tier2_turnover) + (tier === 2 ? stake : 0),
      Number(row.tier3_turnover) + (tier === 3 ? stake : 0),
    ];
    const reward = referralReward(tiers);
    await tx.execute({
      sql: `UPDATE referral_rewards SET tier1_turnover = ?, tier2_turnover = ?, tier3_turnover = ?, turnover = ?, cash_reward = ?, status = ? WHERE id = ?`,
      args: [...tiers, tiers[0] + tiers[1] + tiers[2], reward, reward > 0 ? 'claimable' : 'pending', Number(row.id)],
    });
    code = up.referred_by;
  }
}
