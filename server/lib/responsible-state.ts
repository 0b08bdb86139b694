import { type LimitKind, PERIODS_OF } from '../../src/api/contract/responsible';
import { all, type Db, one } from '../db/client';
import { toWire } from './money';
import { limitsAt, usedSince } from './responsible';
import { periodBounds } from './responsible-periods';

const iso = (ms: number) => new Date(ms).toISOString();
const wire = (paisa: number | null) => (paisa === null ? null : toWire(paisa));

/** A kind's limits for the player's screen: in force, waiting, used and left in the current period. */
async function limitStates(db: Db, playerId: number, kind: LimitKind, now: number) {
  const byPeriod = new Map((await limitsAt(db, playerId, kind, now)).map((l) => [l.period, l]));
  return Promise.all(
    PERIODS_OF[kind].map(async (period) => {
      const l = byPeriod.get(period);
      const { start, end } = periodBounds(period, now);
      const used = await usedSince(db, playerId, kind, start);
      const amount = l?.amount ?? null;
      return {
        period,
        amount: wire(amount),
        pending: l?.pending ? { amount: wire(l.pending.amount), effective_at: iso(l.pending.at) } : null,
        used: toWire(Math.max(0, used)),
        left: amount === null ? null : toWire(Math.max(0, amount - used)),
        resets_at: iso(end),
      };
    }),
  );
}

async function rgHistory(db: Db, playerId: number, limit = 100) {
  const rows = await all<Record<string, unknown>>(
    db,
    'SELECT id, action, kind, period, old_amount, new_amount, effective_at, detail, created_at FROM rg_history WHERE player_id = ? ORDER BY id DESC LIMIT ?',
    [playerId, limit],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    action: String(r.action),
    kind: (r.kind as string | null) ?? null,
    period: (r.period as string | null) ?? null,
    old_amount: wire(r.old_amount === null ? null : Number(r.old_amount)),
    new_amount: wire(r.new_amount === null ? null : Number(r.new_amount)),
    effective_at: (r.effective_at as string | null) ?? null,
    detail: (r.detail as string | null) ?? null,
    created_at: String(r.created_at),
  }));
}

/** Everything /responsible-gaming shows (GET /api/responsible-gaming), also the operator's view of a player. */
export async function rgState(db: Db, playerId: number, now: number) {
  const s = await one<{ reality_minutes: number; break_until: string | null; excluded_until: string | null; excluded_permanent: number }>(
    db,
    'SELECT reality_minutes, break_until, excluded_until, excluded_permanent FROM rg_settings WHERE player_id = ?',
    [playerId],
  );
  const future = (x: string | null | undefined) => (x && Date.parse(x) > now ? x : null);
  return {
    deposit_limits: await limitStates(db, playerId, 'deposit', now),
    loss_limits: await limitStates(db, playerId, 'loss', now),
    reality_check: Number(s?.reality_minutes ?? 0) as 0 | 30 | 60,
    break_until: future(s?.break_until),
    excluded_until: future(s?.excluded_until),
    excluded_permanent: Number(s?.excluded_permanent ?? 0) === 1,
    history: await rgHistory(db, playerId),
  };
}
