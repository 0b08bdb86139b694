import { type Context, Hono } from 'hono';
import { callsAt } from '../lib/contract-routes';
import { transactionEndpoints } from '../../src/api/calls/transactions';
import { IdParam, RemoteIdQuery } from '../../src/api/contract/common';
import { EDIT_AFTER_MINUTES, ResubmitBody, RevertBody } from '../../src/api/contract/transactions';
import type { ServerContext } from '../context';
import { all, inTx, one, type Row, type Tx } from '../db/client';
import type { AppEnv } from '../lib/auth';
import { checkPaymentDetails } from '../lib/funds-rules';
import { requireOwnRemoteId } from '../lib/guards';
import { nowIso, refuse } from '../lib/http';
import { toWire } from '../lib/money';
import { valid } from '../lib/validate';

const TX_SELECT = `SELECT t.*, m.name AS m_name, m.account_type AS m_type, m.icon AS m_icon, p.name AS p_name
  FROM transactions t
  LEFT JOIN payment_methods m ON m.id = t.payment_method_id
  LEFT JOIN promotions p ON p.id = t.promotion_id`;

function txOut(t: Row) {
  return {
    id: Number(t.id),
    key: Number(t.key) as 0 | 1 | 2,
    action: String(t.action),
    amount: toWire(Number(t.amount)),
    created_at: String(t.created_at),
    updated_at: String(t.updated_at),
    transaction_id: (t.transaction_id as string | null) ?? null,
    account_number: (t.account_number as string | null) ?? null,
    payment_method: t.m_name ? { name: String(t.m_name), type: String(t.m_type), icon: String(t.m_icon) } : null,
    promotion: t.p_name ? { name: String(t.p_name) } : null,
    reverted_at: (t.reverted_at as string | null) ?? null,
    resubmitted_at: (t.resubmitted_at as string | null) ?? null,
  };
}

/** Minutes left before a pending deposit may be edited and resubmitted (0 when it may be now). */
function minutesUntilEditable(createdAt: string, now = Date.now()): number {
  const left = new Date(createdAt).getTime() + EDIT_AFTER_MINUTES * 60_000 - now;
  return left <= 0 ? 0 : Math.ceil(left / 60_000);
}

/** The player's transactions (members only): the list, and revert and resubmit of a pending deposit. */
export function transactionRoutes(ctx: ServerContext, base: string): Hono<AppEnv> {
  const { db } = ctx;
  const r = new Hono<AppEnv>();
  const call = callsAt(base);
  r.use(ctx.auth);

  r.on(...call(transactionEndpoints.transactions), valid('query', RemoteIdQuery), requireOwnRemoteId('query', 'remote_id'), async (c) => {
    const rows = await all<Row>(db, `${TX_SELECT} WHERE t.player_id = ? ORDER BY t.created_at DESC, t.id DESC`, [c.var.player.id]);
    return c.json({ data: rows.map(txOut) });
  });

  /**
   * A change to the player's own pending deposit (revert, resubmit): checked and made inside one write
   * transaction (a refusal rolls it back), then answered with the deposit as it now is.
   */
  const changePendingDeposit = async (c: Context<AppEnv>, id: number, change: (tx: Tx, row: Row) => Promise<void>, done: string): Promise<Response> => {
    await inTx(db, async (tx) => {
      const t = await one<Row>(tx, 'SELECT * FROM transactions WHERE id = ? AND player_id = ?', [id, c.var.player.id]);
      if (!t) throw refuse(404, 'Transaction not found.');
      if (String(t.action) !== 'deposit' || Number(t.key) !== 0) throw refuse(409, 'Only a pending deposit can be changed.');
      await change(tx, t);
    });
    const row = await one<Row>(db, `${TX_SELECT} WHERE t.id = ?`, [id]);
    return c.json({ success: true, message: done, data: row ? txOut(row) : undefined });
  };

  r.on(
    ...call(transactionEndpoints.revertTransaction),
    valid('param', IdParam),
    valid('json', RevertBody),
    requireOwnRemoteId('json', 'remote_id'),
    async (c) => {
      const { id } = c.req.valid('param');
      return changePendingDeposit(
        c,
        id,
        async (tx) => {
          const at = nowIso();
          await tx.execute({ sql: 'UPDATE transactions SET key = 2, reverted_at = ?, updated_at = ? WHERE id = ? AND key = 0', args: [at, at, id] });
        },
        'The deposit request was reverted.',
      );
    },
  );

  r.on(
    ...call(transactionEndpoints.resubmitTransaction),
    valid('param', IdParam),
    valid('json', ResubmitBody),
    requireOwnRemoteId('json', 'remote_id'),
    async (c) => {
      const body = c.req.valid('json');
      const { id } = c.req.valid('param');
      return changePendingDeposit(
        c,
        id,
        async (tx, found) => {
          const wait = minutesUntilEditable(String(found.created_at));
          if (wait > 0) throw refuse(409, `You can edit after ${wait} ${wait === 1 ? 'minute' : 'minutes'}.`);
          const trx = await checkPaymentDetails(tx, { playerId: c.var.player.id, accountNumber: body.account_number, trx: body.transaction_id, exceptId: id });
          const at = nowIso();
          await tx.execute({
            sql: 'UPDATE transactions SET transaction_id = ?, account_number = ?, resubmitted_at = ?, updated_at = ? WHERE id = ?',
            args: [trx, body.account_number, at, at, id],
          });
        },
        'The deposit request was resubmitted.',
      );
    },
  );

  return r;
}
