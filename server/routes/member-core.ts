import { Hono } from 'hono';
import { RemoteIdQuery } from '../../src/api/contract/common';
import type { ServerContext } from '../context';
import { all, one } from '../db/client';
import { type AppEnv, ownRemoteId } from '../lib/auth';
import { readQuery } from '../lib/http';
import { toWire } from '../lib/money';

/** Private calls the shell loads at start for a logged-in player. */
export function memberCoreRoutes(ctx: ServerContext): Hono<AppEnv> {
  const { db } = ctx;
  const r = new Hono<AppEnv>();
  r.use('/api/transaction/*', ctx.auth);
  r.use('/api/turnovers', ctx.auth);
  r.use('/api/market/*', ctx.auth);

  r.get('/api/transaction/show', async (c) => {
    const q = readQuery(c, RemoteIdQuery);
    if (!q.ok) return q.res;
    const refused = ownRemoteId(c, q.data.remote_id);
    if (refused) return refused;
    const rows = await all<Record<string, unknown>>(
      db,
      `SELECT t.*, m.name AS m_name, m.account_type AS m_type, m.icon AS m_icon, p.name AS p_name
         FROM transactions t
         LEFT JOIN payment_methods m ON m.id = t.payment_method_id
         LEFT JOIN promotions p ON p.id = t.promotion_id
        WHERE t.player_id = ? ORDER BY t.created_at DESC, t.id DESC`,
      [c.var.player.id],
    );
    return c.json({
      data: rows.map((t) => ({
        id: Number(t.id),
        key: Number(t.key),
        action: String(t.action),
        amount: toWire(Number(t.amount)),
        created_at: String(t.created_at),
        updated_at: String(t.updated_at),
        transaction_id: (t.transaction_id as string | null) ?? null,
        account_number: (t.account_number as string | null) ?? null,
        payment_method: t.m_name ? { name: String(t.m_name), type: String(t.m_type), icon: String(t.m_icon) } : null,
        promotion: t.p_name ? { name: String(t.p_name) } : null,
      })),
    });
  });

  r.get('/api/turnovers', async (c) => {
    const q = readQuery(c, RemoteIdQuery);
    if (!q.ok) return q.res;
    const refused = ownRemoteId(c, q.data.remote_id);
    if (refused) return refused;
    const rows = await all<Record<string, unknown>>(
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
