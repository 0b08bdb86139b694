/**
 * A deposit promotion's rules, kept on the promotion (migration 016): first deposit only, the largest
 * bonus, the smallest deposit. They are checked when a deposit is asked for or submitted (every
 * path: submit-deposit, ewa/request, ewa/confirm), listed for the deposit screen, and applied again
 * when the deposit is settled, where the bonus is computed: a rule cannot be passed by two deposits
 * pending at once or by a promotion changed in between.
 */
import { all, type Db, one, type Tx } from '../db/client';
import { refuse } from './http';
import { toWire } from './money';
import { bdt } from './funds-rules';

interface PromotionRow {
  id: number;
  name: string;
  deposit_bouns: number;
  turnover_multiplier: number;
  first_deposit_only: number;
  bonus_cap: number | null;
  min_deposit: number;
}

const COLUMNS = 'id, name, deposit_bouns, turnover_multiplier, first_deposit_only, bonus_cap, min_deposit';
const OFFERED = "status IN ('display', 'active')";

const PROMOTION_MSG = {
  unavailable: 'This promotion is not available.',
  firstDepositOnly: 'This promotion is for your first deposit only.',
  /** with the smallest deposit in whole taka, as `bdt` writes it */
  minDeposit: (paisa: number) => `This promotion needs a deposit of at least ${bdt(paisa)} BDT.`,
} as const;

const row = (r: Record<string, unknown>): PromotionRow => ({
  id: Number(r.id),
  name: String(r.name),
  deposit_bouns: Number(r.deposit_bouns),
  turnover_multiplier: Number(r.turnover_multiplier),
  first_deposit_only: Number(r.first_deposit_only),
  bonus_cap: r.bonus_cap === null ? null : Number(r.bonus_cap),
  min_deposit: Number(r.min_deposit),
});

/** A deposit of the player's that is pending or was credited (a failed one was never a deposit). */
async function hasDeposited(db: Db | Tx, playerId: number, exceptId = 0): Promise<boolean> {
  return !!(await one(db, "SELECT 1 FROM transactions WHERE player_id = ? AND action = 'deposit' AND key IN (0, 1) AND id != ? LIMIT 1", [playerId, exceptId]));
}

/** Why this player cannot take the promotion now (null: they can); the amount is checked when given. */
function refusal(p: PromotionRow, deposited: boolean, amount?: number): string | null {
  if (p.first_deposit_only === 1 && deposited) return PROMOTION_MSG.firstDepositOnly;
  if (amount !== undefined && amount < p.min_deposit) return PROMOTION_MSG.minDeposit(p.min_deposit);
  return null;
}

/**
 * The promotion a deposit asks for, refused (422, with the rule's words) when it is not offered or
 * this deposit does not meet its rules. Call it inside the deposit's write transaction where there is one.
 */
export async function promotionOrRefuse(db: Db | Tx, id: number | null | undefined, d: { playerId: number; amount: number }): Promise<number | null> {
  if (id === null || id === undefined || id === 0 || Number.isNaN(id)) return null;
  const found = await one<Record<string, unknown>>(db, `SELECT ${COLUMNS} FROM promotions WHERE id = ? AND ${OFFERED}`, [id]);
  if (!found) throw refuse(422, PROMOTION_MSG.unavailable);
  const p = row(found);
  const refused = refusal(p, p.first_deposit_only === 1 && (await hasDeposited(db, d.playerId)), d.amount);
  if (refused) throw refuse(422, refused);
  return id;
}

/** The deposit promotions (offered, with a bonus) and whether this player can take each now. */
export async function depositPromotions(db: Db, playerId: number) {
  const rows = (await all<Record<string, unknown>>(db, `SELECT ${COLUMNS} FROM promotions WHERE ${OFFERED} AND deposit_bouns > 0 ORDER BY id`)).map(row);
  const deposited = await hasDeposited(db, playerId);
  return rows.map((p) => {
    const reason = refusal(p, deposited);
    return {
      id: p.id,
      name: p.name,
      deposit_bouns: p.deposit_bouns,
      first_deposit_only: p.first_deposit_only === 1,
      bonus_cap: p.bonus_cap === null ? null : toWire(p.bonus_cap),
      min_deposit: toWire(p.min_deposit),
      eligible: reason === null,
      reason,
    };
  });
}

/**
 * The bonus a deposit being settled earns (paisa; 0 when a rule says none) and its turnover
 * multiplier: its percent rounded down to the paisa, at most the cap; nothing under the minimum;
 * nothing for a first-deposit promotion when another deposit of the player's was credited first.
 */
export async function settledBonus(
  tx: Tx,
  t: { id: number; playerId: number; amount: number; promotionId: number },
): Promise<{ bonus: number; multiplier: number }> {
  const found = await one<Record<string, unknown>>(tx, `SELECT ${COLUMNS} FROM promotions WHERE id = ?`, [t.promotionId]);
  if (!found) return { bonus: 0, multiplier: 1 };
  const p = row(found);
  const multiplier = Math.max(1, p.turnover_multiplier);
  if (t.amount < p.min_deposit) return { bonus: 0, multiplier };
  const credited = await one(tx, "SELECT 1 FROM transactions WHERE player_id = ? AND action = 'deposit' AND key = 1 AND id != ? LIMIT 1", [t.playerId, t.id]);
  if (p.first_deposit_only === 1 && credited) return { bonus: 0, multiplier };
  const bonus = Math.floor((t.amount * p.deposit_bouns) / 100);
  return { bonus: p.bonus_cap === null ? bonus : Math.min(bonus, p.bonus_cap), multiplier };
}
