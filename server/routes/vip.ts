import { Hono } from 'hono';
import { callsAt } from '../lib/contract-routes';
import { vipEndpoints } from '../../src/api/calls/vip';
import { valid } from '../lib/validate';
import { RemoteIdQuery } from '../../src/api/contract/common';
import { ConvertQuery, MIN_VP, VipPointsQuery, VP_TO_PAISA, vipLevelOf } from '../../src/api/contract/vip';
import type { ServerContext } from '../context';
import { all, inTx, one, type Row } from '../db/client';
import type { AppEnv } from '../lib/auth';
import { guardPaths, requireOwnRemoteId } from '../lib/guards';
import { nowIso, refuse } from '../lib/http';
import { applyLedger } from '../lib/ledger';
import { takaText, toWire } from '../lib/money';

/** VIP points ledger, monthly VIP history and the conversion of points to real money (members only). */
export function vipRoutes(ctx: ServerContext, base: string): Hono<AppEnv> {
  const { db } = ctx;
  const r = new Hono<AppEnv>();
  const call = callsAt(base);

  r.on(...call(vipEndpoints.vipPoints), valid('query', VipPointsQuery), requireOwnRemoteId('query', 'remote_id'), async (c) => {
    const q = c.req.valid('query');
    const rows = await all<Row>(db, 'SELECT * FROM vip_points WHERE player_id = ? AND kind = ? ORDER BY created_at DESC, id DESC LIMIT 500', [
      c.var.player.id,
      q.kind,
    ]);
    return c.json({
      data: rows.map((p) => ({
        id: Number(p.id),
        points: Number(p.points),
        source: String(p.source),
        amount: toWire(Number(p.amount)),
        created_at: String(p.created_at),
      })),
    });
  });

  r.on(...call(vipEndpoints.vipHistory), valid('query', RemoteIdQuery), requireOwnRemoteId('query', 'remote_id'), async (c) => {
    const rows = await all<Row>(db, 'SELECT year, month, level, experience FROM vip_history WHERE player_id = ? ORDER BY year DESC, month DESC', [
      c.var.player.id,
    ]);
    const exp = await one<{ total: number | null }>(db, "SELECT SUM(points) AS total FROM vip_points WHERE player_id = ? AND kind = 'received'", [
      c.var.player.id,
    ]);
    return c.json({
      data: rows.map((h) => ({ year: Number(h.year), month: Number(h.month), level: String(h.level), experience: Number(h.experience) })),
      current: vipLevelOf(Number(exp?.total ?? 0)),
    });
  });

  /** GET by the spec's call table; a nonce makes a repeated request fail instead of converting twice. */
  r.on(...call(vipEndpoints.convertVipcoin), valid('query', ConvertQuery), requireOwnRemoteId('query', 'remote_id'), async (c) => {
    const q = c.req.valid('query');
    const points = Number(q.vip_coin);
    if (points < MIN_VP) throw refuse(422, `Minimum VP Required: ${MIN_VP}`);
    const pid = c.var.player.id;
    const out = await inTx(db, async (tx) => {
      if (q.nonce && (await one(tx, 'SELECT 1 FROM vip_points WHERE nonce = ?', [q.nonce]))) {
        throw refuse(409, 'This conversion was already sent.');
      }
      const amount = points * VP_TO_PAISA;
      const upd = await tx.execute({ sql: 'UPDATE players SET vip_coin = vip_coin - ? WHERE id = ? AND vip_coin >= ?', args: [points, pid, points] });
      if (upd.rowsAffected !== 1) throw refuse(422, 'You do not have enough VIP points.');
      const at = nowIso();
      const used = await tx.execute({
        sql: "INSERT INTO vip_points (player_id, points, kind, source, amount, nonce, created_at) VALUES (?, ?, 'used', 'Convert to Real Money', ?, ?, ?)",
        args: [pid, points, amount, q.nonce ?? null, at],
      });
      await applyLedger(tx, { playerId: pid, kind: 'vp_conversion', amount, reference: `vip_points:${used.lastInsertRowid}`, at });
      const p = await one<{ balance: number; vip_coin: number }>(tx, 'SELECT balance, vip_coin FROM players WHERE id = ?', [pid]);
      return { amount, balance: Number(p?.balance ?? 0), vip_coin: Number(p?.vip_coin ?? 0) };
    });
    return c.json({
      success: true,
      message: `${points} VP converted to ${takaText(out.amount)}.`,
      balance: toWire(out.balance),
      vip_coin: out.vip_coin,
    });
  });

  return guardPaths(r, ctx.auth);
}
