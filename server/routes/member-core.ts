import { Hono } from 'hono';
import { RemoteIdQuery } from '../../src/api/contract/common';
import { EDIT_AFTER_MINUTES, ResubmitBody, RevertBody } from '../../src/api/contract/member';
import { IdParam } from '../../src/api/contract/common';
import type { ServerContext } from '../context';
import { valid } from '../lib/validate';
import { all, inTx, one, type Row, type Tx } from '../db/client';
import { type AppEnv, ownRemoteId } from '../lib/auth';
import { checkPaymentDetails } from '../lib/funds-rules';
import { nowIso } from '../lib/http';
import { toWire } from '../lib/money';

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
export function minutesUntilEditable(createdAt: string, now = Date.now()): number {
  const left = new Date(createdAt).getTime() + EDIT_AFTER_MINUTES * 60_000 - now;
  return left <= 0 ? 0 : Math.ceil(left / 60_000);
}

/** Private calls of the member area: transactions (with revert and resubmit), turnovers, market blocks. */
export function memberCoreRoutes(ctx: ServerContext): Hono<AppEnv> {
  const { db } = ctx;
  const r = new Hono<AppEnv>();
  r.use('/api/transaction/*', ctx.auth);
  r.use('/api/turnovers', ctx.auth);
  r.use('/api/market/*', ctx.auth);

  r.get('/api/transaction/show', valid('query', RemoteIdQuery), async (c) => {
    const q = c.req.valid('query');
    const refused = ownRemoteId(c, q.remote_id);
    if (refused) return refused;
    const rows = await all<Row>(db, `${TX_SELECT} WHERE t.player_id = ? ORDER BY t.created_at DESC, t.id DESC`, [c.var.player.id]);
    return c.json({ data: rows.map(txOut) });
  });

  /** The player's own pending deposit, read inside the write transaction. */
  const pendingDeposit = async (tx: Tx, id: number, playerId: number) => {
    const t = await one<Row>(tx, 'SELECT * FROM transactions WHERE id = ? AND player_id = ?', [id, playerId]);
    if (!t) return { error: 'Transaction not found.', status: 404 as const };
    if (String(t.action) !== 'deposit' || Number(t.key) !== 0) return { error: 'Only a pending deposit can be changed.', status: 409 as const };
    return { row: t };
  };

  r.post('/api/transaction/:id/revert', valid('param', IdParam), valid('json', RevertBody), async (c) => {
    const body = c.req.valid('json');
    const refused = ownRemoteId(c, body.remote_id);
    if (refused) return refused;
    const { id } = c.req.valid('param');
    const out = await inTx(db, async (tx) => {
      const found = await pendingDeposit(tx, id, c.var.player.id);
      if ('error' in found) return found;
      const at = nowIso();
      await tx.execute({ sql: 'UPDATE transactions SET key = 2, reverted_at = ?, updated_at = ? WHERE id = ? AND key = 0', args: [at, at, id] });
      return { ok: true as const };
    });
    if ('error' in out) return c.json({ success: false, message: out.error }, out.status);
    const row = await one<Row>(db, `${TX_SELECT} WHERE t.id = ?`, [id]);
    return c.json({ success: true, message: 'The deposit request was reverted.', data: row ? txOut(row) : undefined });
  });

  r.post('/api/transaction/:id/resubmit', valid('param', IdParam), valid('json', ResubmitBody), async (c) => {
    const body = c.req.valid('json');
    const refused = ownRemoteId(c, body.remote_id);
    if (refused) return refused;
    const { id } = c.req.valid('param');
    const out = await inTx(db, async (tx) => {
      const found = await pendingDeposit(tx, id, c.var.player.id);
      if ('error' in found) return found;
      const wait = minutesUntilEditable(String(found.row.created_at));
      if (wait > 0) return { error: `You can edit after ${wait} ${wait === 1 ? 'minute' : 'minutes'}.`, status: 409 as const };
      const trx = await checkPaymentDetails(tx, {
        playerId: c.var.player.id,
        accountNumber: body.account_number,
        trx: body.transaction_id,
        exceptId: id,
      });
      const at = nowIso();
      await tx.execute({
        sql: 'UPDATE transactions SET transaction_id = ?, account_number = ?, resubmitted_at = ?, updated_at = ? WHERE id = ?',
        args: [trx, body.account_number, at, at, id],
      });
      return { ok: true as const };
    });
    if ('error' in out) return c.json({ success: false, message: out.error }, out.status);
    const row = await one<Row>(db, `${TX_SELECT} WHERE t.id = ?`, [id]);
    return c.json({ success: true, message: 'The deposit request was resubmitted.', data: row ? txOut(row) : undefined });
  });

  r.get('/api/turnovers', valid('query', RemoteIdQuery), async (c) => {
    const q = c.req.valid('query');
    const refused = ownRemoteId(c, q.remote_id);
    if (refused) return refused;
    const rows = await all<Row>(
      db,
      `SELECT t.*, p.name AS p_name FROM turnovers t LEFT JOIN promotions p ON p.id = t.promotion_id
        WHERE t.player_id = ? ORDER BY t.created_at DESC, t.id DESC`,
      [c.var.player.id],
    );
    return c.json({
      data: rows.map((t) => ({
        id: Number(t.id),
        status: String(t.status),
        required_turnover: toWire(Number(t.required_turnover)),
        remaining_turnover: toWire(Number(t.remaining_turnover)),
        created_at: String(t.created_at),
        updated_at: String(t.updated_at),
        name: t.p_name ? String(t.p_name) : 'Turnover',
        transaction: t.transaction_id ? { id: Number(t.transaction_id) } : null,
      })),
    });
  });

  r.get('/api/market/block', async (c) => {
    const row = await one(db, 'SELECT exchange_market, cs_market, games_market, status FROM market_blocks WHERE player_id = ?', [c.var.player.id]);
    return c.json({ data: row ? [row] : [] });
  });

  return r;
}
