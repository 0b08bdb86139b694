import { Hono } from 'hono';
import { callsAt } from '../lib/contract-routes';
import { playerEndpoints } from '../../src/api/calls/player';
import { transactionEndpoints } from '../../src/api/calls/transactions';
import { RemoteIdQuery } from '../../src/api/contract/common';
import type { ServerContext } from '../context';
import { all, one, type Row } from '../db/client';
import { type AppEnv, bearerToken, endLogin } from '../lib/auth';
import { guardPaths, requireOwnRemoteId } from '../lib/guards';
import { toWire } from '../lib/money';
import { loadUser } from '../lib/players';
import { valid } from '../lib/validate';

/** The logged-in player's account (members only): balance, details, turnovers, market blocks, logout. */
export function accountRoutes(ctx: ServerContext, base: string): Hono<AppEnv> {
  const { db } = ctx;
  const r = new Hono<AppEnv>();
  const call = callsAt(base);

  r.on(...call(playerEndpoints.balance), async (c) => {
    const row = await one<{ balance: number; bonus_balance: number }>(db, 'SELECT balance, bonus_balance FROM players WHERE id = ?', [c.var.player.id]);
    return c.json({ balance: toWire(Number(row?.balance ?? 0)), bonus_balance: toWire(Number(row?.bonus_balance ?? 0)) });
  });

  r.on(...call(playerEndpoints.user), valid('query', RemoteIdQuery), requireOwnRemoteId('query', 'remote_id'), async (c) =>
    c.json({ data: await loadUser(db, c.var.player.id) }),
  );

  r.on(...call(transactionEndpoints.turnovers), valid('query', RemoteIdQuery), requireOwnRemoteId('query', 'remote_id'), async (c) => {
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

  r.on(...call(playerEndpoints.marketBlock), async (c) => {
    const row = await one(db, 'SELECT exchange_market, cs_market, games_market, status FROM market_blocks WHERE player_id = ?', [c.var.player.id]);
    return c.json({ data: row ? [row] : [] });
  });

  /** Ends the login whose token is presented, with its exchange and launch tokens (the player's other logins stay). */
  r.on(...call(playerEndpoints.logout), async (c) => {
    await endLogin(db, bearerToken(c) ?? '');
    return c.json({ message: 'Logged out.' });
  });

  return guardPaths(r, ctx.auth);
}
