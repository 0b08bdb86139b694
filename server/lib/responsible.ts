/**
 * Responsible gaming checks, beside the wallet: breaks and self-exclusions, deposit limits and loss
 * limits. Every entry point that lets money in or play start calls one of these inside its own
 * transaction, so a player cannot get round them from any client:
 *   activeBlock(db, playerId, now)                 login (routes/login.ts answers with its blockMessage)
 *   assertCanDeposit(tx, playerId, amount, now)    deposit steps (wallet number, e-wallet, submit)
 * and every stake (a game launch, a round's debit, an exchange bet) through the one stake rule,
 * stake-rule.ts approveStake, which reads the breaks, exclusions and loss limits kept here.
 * Refusals carry the player's exact message (RG_MSG).
 */
import { DHAKA_LABEL, dhakaDateTime } from '../../src/lib/dhaka-time';
import { LIMIT_COOLING_OFF_MS, type LimitKind, type LimitPeriod } from '../../src/api/contract/responsible';
import { all, type Db, one, type Tx } from '../db/client';
import { refuse } from './http';
import { takaText } from './money';
import { netLossSince } from './responsible-ledger';
import { periodBounds } from './responsible-periods';

/** "2026-11-26 00:00 GMT+6": how the messages write an instant. */
const dhakaText = (ms: number): string => `${dhakaDateTime(ms)} ${DHAKA_LABEL}`;

export const RG_MSG = {
  depositLimit: (period: LimitPeriod, left: number, until: number) =>
    `This deposit would exceed your ${period} deposit limit. You can deposit up to ${takaText(left)} until ${dhakaText(until)}.`,
  lossLimit: (period: LimitPeriod) => `You have reached your ${period} loss limit.`,
  onBreak: (until: number) => `Your account is on a break until ${dhakaText(until)}.`,
  excluded: (until: number) => `Your account is self-excluded until ${dhakaText(until)}.`,
  excludedForever: 'Your account is permanently self-excluded.',
} as const;

export type Block = { kind: 'break'; until: number } | { kind: 'exclusion'; until: number | null };

/** The break or self-exclusion in force at `now` (the longer-lasting one when both are), or null. */
export async function activeBlock(db: Db | Tx, playerId: number, now: number): Promise<Block | null> {
  const s = await one<{ break_until: string | null; excluded_until: string | null; excluded_permanent: number }>(
    db,
    'SELECT break_until, excluded_until, excluded_permanent FROM rg_settings WHERE player_id = ?',
    [playerId],
  );
  if (!s) return null;
  if (Number(s.excluded_permanent) === 1) return { kind: 'exclusion', until: null };
  const excluded = s.excluded_until ? Date.parse(s.excluded_until) : 0;
  const onBreak = s.break_until ? Date.parse(s.break_until) : 0;
  if (excluded > now && excluded >= onBreak) return { kind: 'exclusion', until: excluded };
  if (onBreak > now) return { kind: 'break', until: onBreak };
  return null;
}

export function blockMessage(b: Block): string {
  if (b.kind === 'break') return RG_MSG.onBreak(b.until);
  return b.until === null ? RG_MSG.excludedForever : RG_MSG.excluded(b.until);
}

async function refuseIfBlocked(db: Db | Tx, playerId: number, now: number): Promise<void> {
  const b = await activeBlock(db, playerId, now);
  if (b) throw refuse(403, blockMessage(b));
}

export interface LimitRow {
  period: LimitPeriod;
  amount: number | null;
  pending: { amount: number | null; at: number } | null;
}

/** A kind's limits as they stand at `now`: a pending raise or removal whose 24 hours have passed is in force. */
export async function limitsAt(db: Db | Tx, playerId: number, kind: LimitKind, now: number): Promise<LimitRow[]> {
  const rows = await all<{ period: string; amount: number | null; pending_amount: number | null; pending_at: string | null }>(
    db,
    'SELECT period, amount, pending_amount, pending_at FROM rg_limits WHERE player_id = ? AND kind = ?',
    [playerId, kind],
  );
  return rows.map((r) => {
    const amount = r.amount === null ? null : Number(r.amount);
    const pendingAmount = r.pending_amount === null ? null : Number(r.pending_amount);
    const at = r.pending_at ? Date.parse(r.pending_at) : null;
    if (at !== null && at <= now) return { period: r.period as LimitPeriod, amount: pendingAmount, pending: null };
    return { period: r.period as LimitPeriod, amount, pending: at === null ? null : { amount: pendingAmount, at } };
  });
}

/** Deposits counted against a limit: pending and successful ones made since `start` (a refused one is not). */
async function depositedSince(db: Db | Tx, playerId: number, start: number): Promise<number> {
  const r = await one<{ s: number | null }>(
    db,
    "SELECT SUM(amount) AS s FROM transactions WHERE player_id = ? AND action = 'deposit' AND key IN (0, 1) AND created_at >= ?",
    [playerId, new Date(start).toISOString()],
  );
  return Number(r?.s ?? 0);
}

/** What a kind's limit has used in its current period: deposits, or net loss (stakes − wins). */
export function usedSince(db: Db | Tx, playerId: number, kind: LimitKind, start: number): Promise<number> {
  return kind === 'deposit' ? depositedSince(db, playerId, start) : netLossSince(db, playerId, start);
}

/**
 * Refuses a deposit that is refused outright (break, exclusion) or would pass a deposit limit. Equal
 * to what is left passes; one paisa more is refused, naming the limit that leaves the least.
 */
export async function assertCanDeposit(db: Db | Tx, playerId: number, amount: number, now: number): Promise<void> {
  await refuseIfBlocked(db, playerId, now);
  let tightest: { period: LimitPeriod; left: number; end: number } | null = null;
  for (const l of await limitsAt(db, playerId, 'deposit', now)) {
    if (l.amount === null) continue;
    const { start, end } = periodBounds(l.period, now);
    const left = Math.max(0, l.amount - (await depositedSince(db, playerId, start)));
    if (amount > left && (!tightest || left < tightest.left)) tightest = { period: l.period, left, end };
  }
  if (tightest) throw refuse(422, RG_MSG.depositLimit(tightest.period, tightest.left, tightest.end));
}

/** When a change made at `now` that raises or removes a limit takes effect. */
export const raiseEffectiveAt = (now: number): number => now + LIMIT_COOLING_OFF_MS;
