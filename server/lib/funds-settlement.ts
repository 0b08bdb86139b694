import { HTTPException } from 'hono/http-exception';
import type { ServerConfig } from '../config';
import { all, type Db, inTx, one } from '../db/client';
import { nowIso, refuse } from './http';
import { applyLedger } from './ledger';
import { settledBonus } from './promotion-rules';

/**
 * Settles a pending deposit. Success credits the main wallet; with a promotion it also credits the
 * bonus wallet (deposit_bouns percent, rounded down to the paisa, within the promotion's rules:
 * lib/promotion-rules.ts), records the bonus and opens a turnover requirement of (deposit + bonus) x
 * the promotion's turnover multiplier.
 */
export async function settleDeposit(db: Db, id: number, status: 'success' | 'fail'): Promise<{ id: number; key: number }> {
  return inTx(db, async (tx) => {
    const t = await one<Record<string, unknown>>(tx, "SELECT * FROM transactions WHERE id = ? AND action = 'deposit'", [id]);
    if (!t) throw refuse(404, 'Deposit not found.');
    if (Number(t.key) !== 0) throw refuse(409, 'This deposit is already settled.');
    const now = nowIso();
    const key = status === 'success' ? 1 : 2;
    await tx.execute({ sql: 'UPDATE transactions SET key = ?, updated_at = ?, settled_at = ? WHERE id = ? AND key = 0', args: [key, now, now, id] });
    if (key === 1) {
      const playerId = Number(t.player_id);
      const amount = Number(t.amount);
      await applyLedger(tx, { playerId, kind: 'deposit', amount, reference: `deposit:${id}`, at: now });
      if (t.promotion_id !== null) {
        const { bonus, multiplier } = await settledBonus(tx, { id, playerId, amount, promotionId: Number(t.promotion_id) });
        if (bonus > 0) {
          await applyLedger(tx, { playerId, kind: 'bonus', wallet: 'bonus', amount: bonus, reference: `deposit:${id}`, at: now });
          await tx.execute({
            sql: `INSERT INTO transactions (player_id, key, action, amount, promotion_id, created_at, updated_at, settled_at)
                  VALUES (?, 1, 'bonus', ?, ?, ?, ?, ?)`,
            args: [playerId, bonus, Number(t.promotion_id), now, now, now],
          });
          const required = (amount + bonus) * multiplier;
          await tx.execute({
            sql: `INSERT INTO turnovers (player_id, promotion_id, transaction_id, status, required_turnover, remaining_turnover, created_at, updated_at)
                  VALUES (?, ?, ?, 'active', ?, ?, ?, ?)`,
            args: [playerId, Number(t.promotion_id), id, required, required, now, now],
          });
        }
      }
    }
    return { id, key };
  });
}

/** Settles a pending withdrawal: success keeps the debit; fail returns the amount to the main wallet. */
export async function settleWithdrawal(db: Db, id: number, status: 'success' | 'fail'): Promise<{ id: number; key: number }> {
  return inTx(db, async (tx) => {
    const t = await one<Record<string, unknown>>(tx, "SELECT * FROM transactions WHERE id = ? AND action = 'withdraw'", [id]);
    if (!t) throw refuse(404, 'Withdrawal not found.');
    if (Number(t.key) !== 0) throw refuse(409, 'This withdrawal is already settled.');
    const now = nowIso();
    const key = status === 'success' ? 1 : 2;
    await tx.execute({ sql: 'UPDATE transactions SET key = ?, updated_at = ?, settled_at = ? WHERE id = ? AND key = 0', args: [key, now, now, id] });
    if (key === 2) {
      await applyLedger(tx, { playerId: Number(t.player_id), kind: 'withdrawal_reversal', amount: Number(t.amount), reference: `withdrawal:${id}`, at: now });
    }
    return { id, key };
  });
}

async function autoSettle(db: Db, olderThanMs: number): Promise<void> {
  const before = new Date(Date.now() - olderThanMs).toISOString();
  const rows = await all<{ id: number }>(db, "SELECT id FROM transactions WHERE action = 'deposit' AND key = 0 AND created_at <= ?", [before]);
  for (const row of rows) {
    try {
      await settleDeposit(db, Number(row.id), 'success');
    } catch (e) {
      if (!(e instanceof HTTPException)) throw e;
    }
  }
}

/**
 * In development mode with AUTO_SETTLE_MS set, pending deposits older than that are settled as
 * successful, so a demo deposit completes without an operator.
 */
export function startAutoSettle(db: Db, config: Pick<ServerConfig, 'mode' | 'autoSettleMs'>): void {
  if (config.mode !== 'development' || config.autoSettleMs <= 0) return;
  const every = Math.min(config.autoSettleMs, 5_000);
  const timer = setInterval(() => {
    if (db.closed) {
      clearInterval(timer);
      return;
    }
    void autoSettle(db, config.autoSettleMs).catch((e) => {
      if (!db.closed) console.error('auto-settle failed', e);
    });
  }, every);
  timer.unref?.();
}
