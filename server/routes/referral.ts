import { Hono } from 'hono';
import { callsAt } from '../lib/contract-routes';
import { referralEndpoints } from '../../src/api/calls/referral';
import { valid } from '../lib/validate';
import { RemoteIdQuery } from '../../src/api/contract/common';
import { CashClaimBody, MIN_CLAIM } from '../../src/api/contract/referral';
import type { ServerContext } from '../context';
import { all, inTx, one, type Row } from '../db/client';
import type { AppEnv } from '../lib/auth';
import { guardPaths, requireOwnRemoteId } from '../lib/guards';
import { nowIso, refuse } from '../lib/http';
import { applyLedger } from '../lib/ledger';
import { toWire } from '../lib/money';

/** A downline counts as active when it logged in within this many days. */
const ACTIVE_DAYS = 30;

/** Referral program (members only): the player's code and figures, reward history, and Claim All. */
export function referralRoutes(ctx: ServerContext, base: string): Hono<AppEnv> {
  const { db } = ctx;
  const r = new Hono<AppEnv>();
  const call = callsAt(base);

  r.on(...call(referralEndpoints.referralInfo), valid('query', RemoteIdQuery), requireOwnRemoteId('query', 'remote_id'), async (c) => {
    const pid = c.var.player.id;
    const me = await one<{ referral_code: string }>(db, 'SELECT referral_code FROM players WHERE id = ?', [pid]);
    const since = new Date(Date.now() - ACTIVE_DAYS * 24 * 3600_000).toISOString();
    const downs = await one<{ total: number; active: number | null }>(
      db,
      'SELECT COUNT(*) AS total, SUM(CASE WHEN last_login_at >= ? THEN 1 ELSE 0 END) AS active FROM players WHERE referred_by = ?',
      [since, me?.referral_code ?? ''],
    );
    const sums = await one<{ lifetime: number | null; turnover: number | null; claimable: number | null }>(
      db,
      `SELECT SUM(CASE WHEN status = 'claimed' THEN cash_reward ELSE 0 END) AS lifetime, SUM(turnover) AS turnover,
              SUM(CASE WHEN status = 'claimable' THEN cash_reward ELSE 0 END) AS claimable
         FROM referral_rewards WHERE player_id = ?`,
      [pid],
    );
    return c.json({
      data: {
        referral_code: me?.referral_code ?? '',
        active_downlines: Number(downs?.active ?? 0),
        total_downlines: Number(downs?.total ?? 0),
        lifetime_cash_rewards: toWire(Number(sums?.lifetime ?? 0)),
        referral_turnover: toWire(Number(sums?.turnover ?? 0)),
        cash_rewards: toWire(Number(sums?.claimable ?? 0)),
      },
    });
  });

  r.on(...call(referralEndpoints.referralHistory), valid('query', RemoteIdQuery), requireOwnRemoteId('query', 'remote_id'), async (c) => {
    const rows = await all<Row>(db, 'SELECT * FROM referral_rewards WHERE player_id = ? ORDER BY date DESC, id DESC LIMIT 200', [c.var.player.id]);
    return c.json({
      data: rows.map((x) => ({
        id: Number(x.id),
        date: String(x.date),
        turnover: toWire(Number(x.turnover)),
        cashReward: toWire(Number(x.cash_reward)),
        status: String(x.status),
        details: String(x.details),
      })),
    });
  });

  /** Claims every claimable reward at once, into the main wallet; at least MIN_CLAIM taka. */
  r.on(...call(referralEndpoints.cashClaim), valid('json', CashClaimBody), async (c) => {
    const pid = c.var.player.id;
    const out = await inTx(db, async (tx) => {
      const s = await one<{ total: number | null }>(tx, "SELECT SUM(cash_reward) AS total FROM referral_rewards WHERE player_id = ? AND status = 'claimable'", [
        pid,
      ]);
      const total = Number(s?.total ?? 0);
      if (total < MIN_CLAIM * 100) throw refuse(422, `You need at least ${MIN_CLAIM} to claim all.`);
      const at = nowIso();
      await tx.execute({ sql: "UPDATE referral_rewards SET status = 'claimed', claimed_at = ? WHERE player_id = ? AND status = 'claimable'", args: [at, pid] });
      const claim = await tx.execute({
        sql: "INSERT INTO transactions (player_id, key, action, amount, created_at, updated_at) VALUES (?, 1, 'bonus', ?, ?, ?)",
        args: [pid, total, at, at],
      });
      await applyLedger(tx, { playerId: pid, kind: 'referral_claim', amount: total, reference: `transaction:${claim.lastInsertRowid}`, at });
      const p = await one<{ balance: number }>(tx, 'SELECT balance FROM players WHERE id = ?', [pid]);
      return { total, balance: Number(p?.balance ?? 0) };
    });
    return c.json({ success: true, message: 'Bonus Claimed successfully.', amount: toWire(out.total), balance: toWire(out.balance) });
  });

  return guardPaths(r, ctx.auth);
}
