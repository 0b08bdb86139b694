import { Hono } from 'hono';
import { callsAt } from '../lib/contract-routes';
import { recordsEndpoints } from '../../src/api/calls/records';
import { valid } from '../lib/validate';
import { BettingRecordQuery, type DateCode, ExchangeHubQuery } from '../../src/api/contract/records';
import { dhakaDayStart } from '../../src/lib/dhaka-time';
import type { ServerContext } from '../context';
import { betToWire } from '../exchange/book';
import { all, type Row } from '../db/client';
import type { AppEnv } from '../lib/auth';
import { guardPaths, requireOwnRemoteId } from '../lib/guards';
import { gameTypeName, platformName } from '../lib/game-ids';
import { toWire } from '../lib/money';

/** [from, to) UTC instants of a date filter code in Dhaka days; null = no date limit. */
export function dateRange(code: DateCode | undefined, now = Date.now()): [string, string] | null {
  if (code === undefined) return null;
  const today = dhakaDayStart(now);
  const tomorrow = dhakaDayStart(now, 1);
  if (code === '0') return [today.toISOString(), tomorrow.toISOString()];
  if (code === '1') return [dhakaDayStart(now, -1).toISOString(), today.toISOString()];
  return [dhakaDayStart(now, -6).toISOString(), tomorrow.toISOString()];
}

/** Betting records (casino, settled and unsettled) and exchange records of the token's player (members only). */
export function recordsRoutes(ctx: ServerContext, base: string): Hono<AppEnv> {
  const { db } = ctx;
  const r = new Hono<AppEnv>();
  const call = callsAt(base);

  r.on(...call(recordsEndpoints.bettingRecord), valid('query', BettingRecordQuery), requireOwnRemoteId('query', 'remote_id'), async (c) => {
    const q = c.req.valid('query');
    const { status, platform, game_type, date } = q;
    const where = ['player_id = ?', 'status = ?'];
    const args: (string | number)[] = [c.var.player.id, status];
    if (platform && Number(platform) > 0) {
      where.push('platform_id = ?');
      args.push(Number(platform));
    }
    if (game_type && Number(game_type) > 0) {
      where.push('game_type_id = ?');
      args.push(Number(game_type));
    }
    const range = dateRange(date);
    const col = status === 'settled' ? 'settled_at' : 'created_at';
    if (range) {
      where.push(`${col} >= ? AND ${col} < ?`);
      args.push(range[0], range[1]);
    }
    const rows = await all<Row>(db, `SELECT * FROM bet_records WHERE ${where.join(' AND ')} ORDER BY ${col} DESC, id DESC LIMIT 1000`, args);
    return c.json({
      data: rows.map((b) => ({
        id: Number(b.id),
        status: String(b.status),
        platform: platformName(Number(b.platform_id)),
        platform_id: Number(b.platform_id),
        game_type: gameTypeName(Number(b.game_type_id)),
        game_type_id: Number(b.game_type_id),
        game_name: String(b.game_name),
        bet_amount: toWire(Number(b.bet_amount)),
        winAmount: toWire(Number(b.win_amount)),
        created_at: String(b.created_at),
        settled_at: (b.settled_at as string | null) ?? null,
      })),
    });
  });

  r.on(...call(recordsEndpoints.exchangeHub), valid('query', ExchangeHubQuery), requireOwnRemoteId('query', 'remote_id'), async (c) => {
    const q = c.req.valid('query');
    const where = ['player_id = ?'];
    const args: (string | number)[] = [c.var.player.id];
    if (q.status && q.status !== 'all') {
      where.push('status = ?');
      args.push(q.status);
    }
    const range = dateRange(q.date);
    if (range) {
      where.push('created_at >= ? AND created_at < ?');
      args.push(range[0], range[1]);
    }
    const rows = await all<Row>(db, `SELECT * FROM exchange_records WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT 500`, args);
    return c.json({
      data: rows.map(betToWire),
    });
  });

  return guardPaths(r, ctx.auth);
}
