/**
 * Changes a player makes to their own protections, each written to rg_history in the same
 * transaction. A limit is lowered (or set for the first time) at once; raised or removed only after
 * 24 hours. A break or self-exclusion ends every session, and can be lengthened but never shortened.
 */
import type { LimitKind, LimitPeriod } from '../../src/api/contract/responsible';
import { one, type Tx } from '../db/client';
import { limitsAt, raiseEffectiveAt } from './responsible';
import { endAllLogins } from './auth';

const iso = (ms: number) => new Date(ms).toISOString();

interface HistoryEntry {
  action: string;
  kind?: LimitKind;
  period?: LimitPeriod;
  old?: number | null;
  next?: number | null;
  effectiveAt?: number | null;
  detail?: string;
}

async function addHistory(tx: Tx, playerId: number, e: HistoryEntry, now: number): Promise<void> {
  await tx.execute({
    sql: `INSERT INTO rg_history (player_id, action, kind, period, old_amount, new_amount, effective_at, detail, created_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    args: [
      playerId,
      e.action,
      e.kind ?? null,
      e.period ?? null,
      e.old ?? null,
      e.next ?? null,
      e.effectiveAt == null ? null : iso(e.effectiveAt),
      e.detail ?? null,
      iso(now),
    ],
  });
}

/** Applies what the player asked for each period given (null = no limit); periods not given stay as they are. */
export async function setLimits(tx: Tx, playerId: number, kind: LimitKind, wanted: Partial<Record<LimitPeriod, number | null>>, now: number): Promise<void> {
  const current = new Map((await limitsAt(tx, playerId, kind, now)).map((l) => [l.period, l]));
  for (const [period, next] of Object.entries(wanted) as Array<[LimitPeriod, number | null]>) {
    const row = current.get(period);
    const cur = row?.amount ?? null;
    const pending = row?.pending ?? null;
    const write = (amount: number | null, pendingAmount: number | null, pendingAt: number | null) =>
      tx.execute({
        sql: `INSERT INTO rg_limits (player_id, kind, period, amount, pending_amount, pending_at) VALUES (?, ?, ?, ?, ?, ?)
              ON CONFLICT (player_id, kind, period) DO UPDATE SET amount = excluded.amount, pending_amount = excluded.pending_amount, pending_at = excluded.pending_at`,
        args: [playerId, kind, period, amount, pendingAmount, pendingAt === null ? null : iso(pendingAt)],
      });
    const base = { kind, period, old: cur };
    if (next === cur) {
      // asking for what is in force withdraws a waiting raise or removal
      if (pending) {
        await write(cur, null, null);
        await addHistory(tx, playerId, { ...base, action: 'limit_pending_cancelled', next: pending.amount }, now);
      }
    } else if (cur === null || (next !== null && next < cur)) {
      await write(next, null, null);
      await addHistory(tx, playerId, { ...base, action: 'limit_set', next, effectiveAt: now }, now);
    } else if (!pending || pending.amount !== next) {
      const at = raiseEffectiveAt(now);
      await write(cur, next, at);
      await addHistory(tx, playerId, { ...base, action: next === null ? 'limit_removal_requested' : 'limit_raise_requested', next, effectiveAt: at }, now);
    }
  }
}

export async function setRealityCheck(tx: Tx, playerId: number, minutes: 0 | 30 | 60, now: number): Promise<void> {
  const before = await one<{ reality_minutes: number }>(tx, 'SELECT reality_minutes FROM rg_settings WHERE player_id = ?', [playerId]);
  if (Number(before?.reality_minutes ?? 0) === minutes) return;
  await tx.execute({
    sql: `INSERT INTO rg_settings (player_id, reality_minutes) VALUES (?, ?)
          ON CONFLICT (player_id) DO UPDATE SET reality_minutes = excluded.reality_minutes`,
    args: [playerId, minutes],
  });
  // detail: the new interval in minutes (0 = off)
  await addHistory(tx, playerId, { action: 'reality_check', detail: String(minutes) }, now);
}

export type BlockDuration = '24h' | '7d' | '30d' | '6m' | '1y' | 'permanent';

/** When a break or exclusion of `duration` taken at `now` ends (null: never). */
function blockEnd(duration: BlockDuration, now: number): number | null {
  const d = new Date(now);
  if (duration === '24h') return now + 24 * 3600_000;
  if (duration === '7d') return now + 7 * 24 * 3600_000;
  if (duration === '30d') return now + 30 * 24 * 3600_000;
  if (duration === '6m') return d.setUTCMonth(d.getUTCMonth() + 6);
  if (duration === '1y') return d.setUTCFullYear(d.getUTCFullYear() + 1);
  return null;
}

/**
 * Starts a break or self-exclusion and ends every session of the player (logins, exchange and game
 * tokens, open game pages). One already longer stays as it is. Returns the end in force (null: permanent).
 */
export async function takeBlock(tx: Tx, playerId: number, kind: 'break' | 'exclusion', duration: BlockDuration, now: number): Promise<number | null> {
  const s = await one<{ break_until: string | null; excluded_until: string | null; excluded_permanent: number }>(
    tx,
    'SELECT break_until, excluded_until, excluded_permanent FROM rg_settings WHERE player_id = ?',
    [playerId],
  );
  const wanted = blockEnd(duration, now);
  let until: number | null;
  if (kind === 'break') {
    until = Math.max(wanted ?? 0, s?.break_until ? Date.parse(s.break_until) : 0);
  } else {
    const permanent = Number(s?.excluded_permanent ?? 0) === 1 || wanted === null;
    until = permanent ? null : Math.max(wanted, s?.excluded_until ? Date.parse(s.excluded_until) : 0);
  }
  await tx.execute({ sql: 'INSERT OR IGNORE INTO rg_settings (player_id) VALUES (?)', args: [playerId] });
  if (kind === 'break') {
    await tx.execute({ sql: 'UPDATE rg_settings SET break_until = ? WHERE player_id = ?', args: [iso(until as number), playerId] });
  } else {
    await tx.execute({
      sql: 'UPDATE rg_settings SET excluded_until = ?, excluded_permanent = ? WHERE player_id = ?',
      args: [until === null ? null : iso(until), until === null ? 1 : 0, playerId],
    });
  }
  await addHistory(tx, playerId, { action: kind === 'break' ? 'break' : 'self_exclusion', effectiveAt: until, detail: duration }, now);
  // the game sessions end with their logins; their rows stay, so rounds already paid for can settle
  await endAllLogins(tx, playerId, { forgetDevices: false });
  return until;
}
