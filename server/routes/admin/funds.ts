import { Hono } from 'hono';
import { IdParam } from '../../../src/api/contract/common';
import { AdminSettleBody } from '../../../src/api/contract/funds';
import type { ServerContext } from '../../context';
import { all } from '../../db/client';
import type { AppEnv } from '../../lib/auth';
import { settleDeposit, settleWithdrawal, startAutoSettle } from '../../lib/funds-settlement';
import { toWire } from '../../lib/money';
import { valid } from '../../lib/validate';

/**
 * The operator's settlement of deposits and withdrawals (mounted at /api/admin, behind the admin
 * group's secret); in development mode with AUTO_SETTLE_MS, old pending deposits settle by themselves.
 */
export function adminFundsRoutes(ctx: ServerContext): Hono<AppEnv> {
  const { db } = ctx;
  const r = new Hono<AppEnv>();

  /** Pending deposits, oldest first. */
  r.get('/deposits', async (c) => {
    const rows = await all<Record<string, unknown>>(
      db,
      `SELECT t.id, t.action, t.amount, t.transaction_id, t.account_number, t.created_at, p.username
         FROM transactions t JOIN players p ON p.id = t.player_id
        WHERE t.key = 0 AND t.action = 'deposit' ORDER BY t.id`,
    );
    return c.json({ data: rows.map((t) => ({ ...t, id: Number(t.id), amount: toWire(Number(t.amount)) })) });
  });

  r.post('/deposits/:id/settle', valid('param', IdParam), valid('json', AdminSettleBody), async (c) => {
    const out = await settleDeposit(db, c.req.valid('param').id, c.req.valid('json').status);
    return c.json({ message: out.key === 1 ? 'Deposit approved.' : 'Deposit rejected.', data: out });
  });

  r.post('/withdrawals/:id/settle', valid('param', IdParam), valid('json', AdminSettleBody), async (c) => {
    const out = await settleWithdrawal(db, c.req.valid('param').id, c.req.valid('json').status);
    return c.json({ message: out.key === 1 ? 'Withdrawal paid.' : 'Withdrawal rejected and refunded.', data: out });
  });

  startAutoSettle(db, ctx.config);
  return r;
}
