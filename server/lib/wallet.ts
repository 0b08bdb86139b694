/**
 * The platform's side of the seamless wallet: what a provider's debit, credit and rollback do to the
 * player's money, each in one write transaction with its ledger row, its wallet_transactions row and
 * the round's betting record. Idempotent by (provider, transaction_id): a repeat answers the stored
 * first answer and applies nothing. A debit needs a live game session; a credit or rollback settles a
 * round already paid for, with that round's session and player (wallet-session.ts says why).
 * Signature, time and body checks are the route's (routes/wallet.ts).
 */
import type { WalletReply } from '../../src/api/contract/wallet';
import { type Db, inTx, one, type Tx } from '../db/client';
import { sha256 } from './auth';
import { gameTypeIdOf, platformIdOf } from './game-ids';
import { nowIso } from './http';
import { accountOf } from '../exchange/book';
import { applyLedger, LedgerError } from './ledger';
import { toWire } from './money';
import { approveStake, gamePath, StakeRefusal } from './stake-rule';
import { recordSettledStake } from './settled-stake';
import { assertRoundOwner, balanceOf, openSession, settlingSession, WalletRefusal, type WalletSession } from './wallet-session';

export interface RoundCall {
  provider: string;
  session: string;
  round_id: string;
  transaction_id: string;
}
type Op = 'debit' | 'credit' | 'rollback';

/**
 * Runs one money operation: replays a repeat (the same id, operation, round, amount and session), else
 * checks the session (live for a debit) and that the round is this session's, applies it and stores
 * its answer.
 */
async function once(db: Db, op: Op, call: RoundCall, amount: number, apply: (tx: Tx, s: WalletSession) => Promise<WalletReply>): Promise<WalletReply> {
  return inTx(db, async (tx) => {
    const prior = await one<Record<string, unknown>>(
      tx,
      'SELECT kind, round_id, amount, session_hash, answer FROM wallet_transactions WHERE provider = ? AND transaction_id = ?',
      [call.provider, call.transaction_id],
    );
    if (prior) {
      const sameSession = prior.session_hash === null || prior.session_hash === sha256(call.session);
      if (String(prior.kind) !== op || String(prior.round_id) !== call.round_id || Number(prior.amount) !== amount || !sameSession) {
        throw new WalletRefusal('TRANSACTION_CONFLICT', 'This transaction id was used for another operation.');
      }
      return JSON.parse(String(prior.answer)) as WalletReply;
    }
    const s = op === 'debit' ? await openSession(tx, call.session) : await settlingSession(tx, call.session);
    await assertRoundOwner(tx, call.provider, call.round_id, s);
    await tx.execute({ sql: 'UPDATE game_sessions SET last_seen_at = ? WHERE token_hash = ?', args: [nowIso(), s.hash] });
    return apply(tx, s);
  });
}

async function store(tx: Tx, op: Op, call: RoundCall, s: WalletSession, amount: number, state: string, answer: WalletReply, ref: string | null = null) {
  await tx.execute({
    sql: `INSERT INTO wallet_transactions (provider, transaction_id, kind, player_id, round_id, amount, ref_transaction_id, state, answer, created_at, session_hash)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    args: [call.provider, call.transaction_id, op, s.playerId, call.round_id, amount, ref, state, JSON.stringify(answer), nowIso(), s.hash],
  });
}

const roundRef = (call: RoundCall) => `${call.provider}:${call.round_id}`;

export async function debit(db: Db, call: RoundCall, amount: number, now = Date.now()): Promise<WalletReply> {
  return once(db, 'debit', call, amount, async (tx, s) => {
    const tomb = await one(tx, "SELECT 1 FROM wallet_transactions WHERE provider = ? AND ref_transaction_id = ? AND kind = 'rollback'", [
      call.provider,
      call.transaction_id,
    ]);
    if (tomb) throw new WalletRefusal('DEBIT_ROLLED_BACK', 'This debit was already rolled back.');
    const closed = await one(tx, "SELECT 1 FROM bet_records WHERE round_ref = ? AND status = 'settled'", [roundRef(call)]);
    if (closed) throw new WalletRefusal('ROUND_CLOSED', 'This round is already settled.');
    // the stake rule: suspension, the upline's block, a break, a self-exclusion, a loss limit
    const stake = await approveStake(tx, { playerId: s.playerId, path: gamePath(s.type), atRisk: amount, now }).catch((e: unknown) => {
      throw e instanceof StakeRefusal ? new WalletRefusal('PLAYER_BLOCKED', e.message) : e;
    });
    const at = nowIso();
    const booked = await applyLedger(tx, {
      playerId: s.playerId,
      kind: 'bet',
      amount: -amount,
      reference: `${call.provider}:${call.transaction_id}`,
      at,
      reserve: (await accountOf(tx, s.playerId)).exposure,
      stake,
    }).catch((e: unknown) => {
      throw e instanceof LedgerError && e.code === 'insufficient' ? new WalletRefusal('INSUFFICIENT_FUNDS', 'Insufficient balance.') : e;
    });
    await tx.execute({
      sql: `INSERT INTO bet_records (player_id, status, platform_id, game_type_id, game_name, bet_amount, win_amount, created_at, round_ref)
            VALUES (?, 'unsettled', ?, ?, ?, ?, 0, ?, ?) ON CONFLICT (round_ref) WHERE round_ref IS NOT NULL DO UPDATE SET bet_amount = bet_amount + excluded.bet_amount`,
      args: [s.playerId, platformIdOf(s.platform), gameTypeIdOf(s.type), s.gameName, amount, at, roundRef(call)],
    });
    const answer: WalletReply = { status: 'OK', balance: toWire(booked.balanceAfter), transaction_id: call.transaction_id };
    await store(tx, 'debit', call, s, amount, 'applied', answer);
    return answer;
  });
}

/** The round's debits that stand (not rolled back); refuses a round without one. */
async function standingDebits(tx: Tx, call: RoundCall): Promise<number> {
  const rows = await tx.execute({
    sql: "SELECT state FROM wallet_transactions WHERE provider = ? AND round_id = ? AND kind = 'debit'",
    args: [call.provider, call.round_id],
  });
  if (rows.rows.length === 0) throw new WalletRefusal('DEBIT_NOT_FOUND', 'No debit for this round.');
  const standing = rows.rows.filter((r) => r.state === 'applied').length;
  if (standing === 0) throw new WalletRefusal('DEBIT_ROLLED_BACK', 'The debit of this round was rolled back.');
  return standing;
}

export async function credit(db: Db, call: RoundCall, amount: number, roundClosed = true): Promise<WalletReply> {
  return once(db, 'credit', call, amount, async (tx, s) => {
    await standingDebits(tx, call);
    const rec = await one<{ id: number; status: string; bet_amount: number }>(tx, 'SELECT id, status, bet_amount FROM bet_records WHERE round_ref = ?', [
      roundRef(call),
    ]);
    if (!rec || rec.status === 'settled') throw new WalletRefusal('ROUND_CLOSED', 'This round is already settled.');
    const at = nowIso();
    let balance = await balanceOf(tx, s.playerId);
    if (amount > 0) {
      const booked = await applyLedger(tx, { playerId: s.playerId, kind: 'win', amount, reference: `${call.provider}:${call.transaction_id}`, at });
      balance = toWire(booked.balanceAfter);
    }
    await tx.execute({
      sql: 'UPDATE bet_records SET win_amount = win_amount + ?, status = ?, settled_at = ? WHERE id = ?',
      args: [amount, roundClosed ? 'settled' : 'unsettled', roundClosed ? at : null, Number(rec.id)],
    });
    if (roundClosed) await recordSettledStake(tx, s.playerId, Number(rec.bet_amount), `${s.type === 'CRASH' ? 'Crash' : 'Slots'} turnover`, at);
    const answer: WalletReply = { status: 'OK', balance, transaction_id: call.transaction_id };
    await store(tx, 'credit', call, s, amount, 'applied', answer);
    return answer;
  });
}

/**
 * Cancels a debit of the call's round, naming its amount; an unknown debit leaves a tombstone (and is
 * refused) so a late debit is refused too. A debit of another round, player or session is not touched.
 */
export async function rollback(db: Db, call: RoundCall & { ref_transaction_id: string }, amount: number): Promise<WalletReply> {
  return once(db, 'rollback', call, amount, async (tx, s) => {
    const d = await one<Record<string, unknown>>(tx, "SELECT * FROM wallet_transactions WHERE provider = ? AND transaction_id = ? AND kind = 'debit'", [
      call.provider,
      call.ref_transaction_id,
    ]);
    const refuse = async (code: 'DEBIT_NOT_FOUND' | 'DEBIT_ROLLED_BACK' | 'ROUND_CLOSED', message: string, state = 'applied') => {
      const answer: WalletReply = { status: code, balance: await balanceOf(tx, s.playerId), message, transaction_id: call.transaction_id };
      await store(tx, 'rollback', call, s, amount, state, answer, call.ref_transaction_id);
      return answer;
    };
    if (!d) return refuse('DEBIT_NOT_FOUND', 'No such debit: a late debit with this id will be refused.', 'tombstone');
    // the debit's round is the call's round, whose owner once() checked; and the amount is the debit's
    if (String(d.round_id) !== call.round_id) throw new WalletRefusal('ROUND_MISMATCH', 'This debit is not of this round.');
    if (Number(d.amount) !== amount) throw new WalletRefusal('AMOUNT_MISMATCH', "The amount is not the debit's amount.");
    if (d.state === 'rolled_back') return refuse('DEBIT_ROLLED_BACK', 'This debit was already rolled back.');
    const ref = `${call.provider}:${String(d.round_id)}`;
    const rec = await one<{ id: number; status: string; bet_amount: number }>(tx, 'SELECT id, status, bet_amount FROM bet_records WHERE round_ref = ?', [ref]);
    if (rec?.status === 'settled') return refuse('ROUND_CLOSED', 'This round is already settled.');
    const booked = await applyLedger(tx, { playerId: s.playerId, kind: 'rollback', amount, reference: `${call.provider}:${call.transaction_id}` });
    await tx.execute({
      sql: "UPDATE wallet_transactions SET state = 'rolled_back' WHERE provider = ? AND transaction_id = ?",
      args: [call.provider, call.ref_transaction_id],
    });
    if (rec && Number(rec.bet_amount) <= amount) await tx.execute({ sql: 'DELETE FROM bet_records WHERE id = ?', args: [Number(rec.id)] });
    else if (rec) await tx.execute({ sql: 'UPDATE bet_records SET bet_amount = bet_amount - ? WHERE id = ?', args: [amount, Number(rec.id)] });
    const answer: WalletReply = { status: 'OK', balance: toWire(booked.balanceAfter), transaction_id: call.transaction_id };
    await store(tx, 'rollback', call, s, amount, 'applied', answer, call.ref_transaction_id);
    return answer;
  });
}
