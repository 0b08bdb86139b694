import { Hono, type MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { AdminSettleBody } from '../../src/api/contract/funds';
import { IdParam } from '../../src/api/contract/common';
import type { ServerContext } from '../context';
import { valid } from '../lib/validate';
import { all, type Db, inTx, one } from '../db/client';
import { type AppEnv, secretMatches } from '../lib/auth';
import { nowIso, refuse } from '../lib/http';
import { applyLedger } from '../lib/ledger';
import { toWire } from '../lib/money';
import { settledBonus } from '../lib/promotion-rules';

/**
 * Settles a pending deposit. Success credits the main wallet; with a promotion it also credits the
 * bonus wallet (deposit_bouns percent, rounded down to the paisa, within the promotion's rules:
 * lib/promotion-rules.ts), records the bonus and opens a turnover requirement of (deposit + bonus) x
 * the promotion's turnover multiplier.
 */
async function settleDeposit(db: Db, id: number, status: 'success' | 'fail'): Promise<{ id: number; key: number }> {
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
async function settleWithdrawal(db: Db, id: number, status: 'success' | 'fail'): Promise<{ id: number; key: number }> {
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

/**
 * Operator actions on deposits and withdrawals (header X-Admin-Secret). In development mode with
 * AUTO_SETTLE_MS set, pending deposits older than that are settled as successful, so a demo completes.
 */
export function adminFundsRoutes(ctx: ServerContext): Hono<AppEnv> {
  const { db } = ctx;
  const r = new Hono<AppEnv>();

  const guard: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!secretMatches(c.req.header('X-Admin-Secret'), ctx.config.adminSecret)) return c.json({ message: 'Forbidden.' }, 403);
    await next();
  };
  r.use('/api/admin/deposits', guard);
  r.use('/api/admin/deposits/*', guard);
  r.use('/api/admin/withdrawals/*', guard);

  /** Pending deposits, oldest first. */
  r.get('/api/admin/deposits', async (c) => {
    const rows = await all<Record<string, unknown>>(
      db,
      `SELECT t.id, t.action, t.amount, t.transaction_id, t.account_number, t.created_at, p.username
         FROM transactions t JOIN players p ON p.id = t.player_id
        WHERE t.key = 0 AND t.action = 'deposit' ORDER BY t.id`,
    );
    return c.json({ data: rows.map((t) => ({ ...t, id: Number(t.id), amount: toWire(Number(t.amount)) })) });
  });

  r.post('/api/admin/deposits/:id/settle', valid('param', IdParam), valid('json', AdminSettleBody), async (c) => {
    const body = c.req.valid('json');
    const out = await settleDeposit(db, c.req.valid('param').id, body.status);
    return c.json({ message: out.key === 1 ? 'Deposit approved.' : 'Deposit rejected.', data: out });
  });

  r.post('/api/admin/withdrawals/:id/settle', valid('param', IdParam), valid('json', AdminSettleBody), async (c) => {
    const body = c.req.valid('json');
    const out = await settleWithdrawal(db, c.req.valid('param').id, body.status);
    return c.json({ message: out.key === 1 ? 'Withdrawal paid.' : 'Withdrawal rejected and refunded.', data: out });
  });

  if (ctx.config.mode === 'development' && ctx.config.autoSettleMs > 0) {
    const every = Math.min(ctx.config.autoSettleMs, 5_000);
    const timer = setInterval(() => {
      if (db.closed) {
        clearInterval(timer);
        return;
      }
      void autoSettle(db, ctx.config.autoSettleMs).catch((e) => {
        if (!db.closed) console.error('auto-settle failed', e);
      });
    }, every);
    timer.unref?.();
  }

  return r;
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
