/**
 * The one ledger (DESIGN.md §3a). Every change of a player's balance goes through `applyLedger`,
 * inside the caller's write transaction: it moves the wallet and writes one `ledger` row (kind,
 * amount in paisa, balance after, reference), or throws and the caller's transaction rolls back.
 * A wallet never goes negative, and its balance always equals the sum of its rows.
 *
 * Stable API (other modules build on these names):
 * - applyLedger(tx, { playerId, kind, amount, reference?, wallet?, at?, stake? }) -> { id, balanceAfter }
 *     a 'bet' carries the stake rule's approval (stake-rule.ts approveStake) for at least its amount
 *     amount: signed integer paisa (credit > 0, debit < 0, never 0); reference: unique per kind when
 *     given (a repeat throws LedgerError 'duplicate'); refuses with LedgerError 'insufficient' when the
 *     wallet would go below 0, 'unknown_player' when there is no such player.
 * - ledgerSum(db, playerId, wallet?) -> the sum of a wallet's rows (equals its balance)
 * - playNetSince(db, playerId, sinceIso) -> the sum of play rows (bets, wins, rollbacks, exchange_*)
 *     since a time: negative when the player lost (loss limits read this)
 * - openUnbookedBalances(tx) -> an opening row for every balance that has none (the seed calls it)
 * - LedgerError { code: 'insufficient' | 'duplicate' | 'unknown_player' | 'invalid' }
 * - LedgerKind: the kinds below, or any `exchange_...` kind of the exchange
 */
import type { Db, Tx } from '../db/client';
import { one } from '../db/client';
import { nowIso } from './http';
import { type ApprovedStake, assertCovers } from './stake-approval';

export type LedgerKind =
  | 'opening'
  | 'adjustment'
  | 'deposit'
  | 'withdrawal'
  | 'withdrawal_reversal'
  | 'bonus'
  | 'vp_conversion'
  | 'referral_claim'
  | 'bet'
  | 'win'
  | 'rollback'
  | `exchange_${string}`;

export type Wallet = 'main' | 'bonus';

interface ChangeBase {
  playerId: number;
  /** signed integer paisa: > 0 credits, < 0 debits */
  amount: number;
  /** what caused it (e.g. `deposit:12`, `wallet:demo:tx-1`); unique per kind when given */
  reference?: string | null;
  wallet?: Wallet;
  at?: string;
  /** paisa of the wallet a debit may not touch: the exposure open exchange bets hold (a withdrawal or
   * a game stake must leave it, or a losing bet could not be settled) */
  reserve?: number;
}

/** A stake ('bet') is booked only with the stake rule's approval (stake-rule.ts); nothing else carries one. */
export type LedgerChange = ChangeBase & ({ kind: 'bet'; stake: ApprovedStake } | { kind: Exclude<LedgerKind, 'bet'>; stake?: never });

export class LedgerError extends Error {
  constructor(
    readonly code: 'insufficient' | 'duplicate' | 'unknown_player' | 'invalid',
    message: string,
  ) {
    super(message);
  }
}

/** The column of each wallet: a fixed map, never text from a caller. */
const COLUMN: Record<Wallet, string> = { main: 'balance', bonus: 'bonus_balance' };

/** Kinds of play: what wins and losses are made of (the loss limits and reports sum these). */
const PLAY_KINDS_SQL = "(kind IN ('bet', 'win', 'rollback') OR kind LIKE 'exchange\\_%' ESCAPE '\\')";

export async function applyLedger(tx: Tx, change: LedgerChange): Promise<{ id: number; balanceAfter: number }> {
  const { playerId, kind, amount } = change;
  const wallet = change.wallet ?? 'main';
  const col = COLUMN[wallet];
  if (!col || !Number.isSafeInteger(amount) || amount === 0) throw new LedgerError('invalid', `Invalid ledger change: ${amount}`);
  if (change.kind === 'bet') assertCovers(change.stake, playerId, -amount);
  const reference = change.reference ?? null;
  if (reference !== null && (await one(tx, 'SELECT 1 FROM ledger WHERE kind = ? AND reference = ?', [kind, reference]))) {
    throw new LedgerError('duplicate', `Already booked: ${kind} ${reference}`);
  }
  // the change and the overdraft check are one statement, so two debits can never both pass it
  const upd = await tx.execute({
    sql: `UPDATE players SET ${col} = ${col} + ? WHERE id = ? AND ${col} + ? >= ? RETURNING ${col} AS after`,
    args: [amount, playerId, amount, amount < 0 ? Math.max(0, change.reserve ?? 0) : 0],
  });
  const row = upd.rows[0];
  if (!row) {
    const exists = await one(tx, 'SELECT 1 FROM players WHERE id = ?', [playerId]);
    if (!exists) throw new LedgerError('unknown_player', 'Player not found.');
    throw new LedgerError('insufficient', 'Insufficient balance.');
  }
  const balanceAfter = Number(row.after);
  const ins = await tx.execute({
    sql: 'INSERT INTO ledger (player_id, wallet, kind, amount, balance_after, reference, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    args: [playerId, wallet, kind, amount, balanceAfter, reference, change.at ?? nowIso()],
  });
  return { id: Number(ins.lastInsertRowid), balanceAfter };
}

export async function ledgerSum(db: Db | Tx, playerId: number, wallet: Wallet = 'main'): Promise<number> {
  const r = await one<{ s: number | null }>(db, 'SELECT SUM(amount) AS s FROM ledger WHERE player_id = ? AND wallet = ?', [playerId, wallet]);
  return Number(r?.s ?? 0);
}

export async function playNetSince(db: Db | Tx, playerId: number, sinceIso: string): Promise<number> {
  const r = await one<{ s: number | null }>(
    db,
    `SELECT SUM(amount) AS s FROM ledger WHERE player_id = ? AND wallet = 'main' AND created_at >= ? AND ${PLAY_KINDS_SQL}`,
    [playerId, sinceIso],
  );
  return Number(r?.s ?? 0);
}

export async function openUnbookedBalances(tx: Tx): Promise<void> {
  for (const wallet of ['main', 'bonus'] as const) {
    const col = COLUMN[wallet];
    await tx.execute({
      sql: `INSERT INTO ledger (player_id, wallet, kind, amount, balance_after, reference, created_at)
            SELECT p.id, ?, 'opening', p.${col}, p.${col}, ? || p.id, ? FROM players p
             WHERE p.${col} <> 0 AND NOT EXISTS (SELECT 1 FROM ledger l WHERE l.player_id = p.id AND l.wallet = ?)`,
      args: [wallet, `${wallet}:`, nowIso(), wallet],
    });
  }
}
