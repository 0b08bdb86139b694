import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import { one } from '../db/client';
import { toWire } from '../lib/money';
import { crashPoint, multiplierAt, spinSlot } from './games';
import { draw } from './rng';
import type { WalletCall } from './wallet-client';

/**
 * Rounds of the demo provider. A round is a row of provider_rounds (its own state, as a provider on
 * another host keeps it), written before any money moves; money moves only through the platform's
 * wallet: debit the stake (txid `<round>:d`), credit the win (`<round>:c`, 0 for a loss, closing the
 * round). The outcome is decided when the round opens. States: `opening` (the debit is sent, its fate
 * unknown), `open` (the debit was accepted), `settling` (the credit is owed), `settled`, `cancelled`.
 * A debit whose answer is lost is rolled back (`<round>:r`, naming the stake); whatever a crash or a
 * lost answer leaves behind, the sweep (recovery.ts) finishes: it rolls back an `opening` round, pays
 * an `open` slot round its decided win and sends an owed credit again (the same transaction ids, so
 * each lands once).
 */
export interface Provider {
  db: Db;
  seed: string;
  wallet: WalletCall;
}

export type Answer = { status: number; body: Record<string, unknown> };
const ok = (body: Record<string, unknown>): Answer => ({ status: 200, body: { ok: true, ...body } });
const no = (status: number, code: string, message: string, extra: Record<string, unknown> = {}): Answer => ({
  status,
  body: { ok: false, code, message, ...extra },
});

export interface RoundRow {
  id: string;
  session_token: string;
  game: 'slot' | 'crash';
  stake: number;
  outcome: string;
  win: number;
  status: 'opening' | 'open' | 'settling' | 'settled' | 'cancelled';
  started_at: string;
}

/** A multiplier as the frame shows it: floored to hundredths. */
const shown = (m: number) => (Math.floor(m * 100) / 100).toFixed(2);

/** One round per (session, request id): a repeated request finds the same round. */
export const roundIdOf = (session: string, requestId: string) => createHash('sha256').update(`${session}:${requestId}`).digest('hex').slice(0, 32);

const getRound = (db: Db, id: string) => one<RoundRow & Record<string, unknown>>(db, 'SELECT * FROM provider_rounds WHERE id = ?', [id]);

/** Sends a wallet call, once more on a network failure (same transaction id: applied once). */
async function send(p: Provider, op: 'debit' | 'credit' | 'rollback', body: Record<string, unknown>) {
  try {
    return await p.wallet(op, body);
  } catch {
    return p.wallet(op, body);
  }
}

/** The frame's status for a refused debit. */
const refusedStatus = (code: string) =>
  code === 'INSUFFICIENT_FUNDS' ? 402 : code === 'SESSION_EXPIRED' || code === 'SESSION_NOT_FOUND' ? 401 : code === 'PLAYER_BLOCKED' ? 403 : 409;

/**
 * Rolls back the debit of a round whose debit's fate is unknown, then marks it cancelled: the stake
 * comes back if it was taken, and a tombstone refuses it if it arrives later. Throws when the wallet
 * does not answer (the round stays `opening` and the sweep tries again).
 */
export async function cancelRound(p: Provider, r: Pick<RoundRow, 'id' | 'session_token' | 'stake'>): Promise<void> {
  const answer = await send(p, 'rollback', {
    session: r.session_token,
    round_id: r.id,
    transaction_id: `${r.id}:r`,
    ref_transaction_id: `${r.id}:d`,
    amount: toWire(r.stake),
  });
  // DEBIT_NOT_FOUND: never taken (now a tombstone); DEBIT_ROLLED_BACK: an earlier send of this rollback landed
  if (answer.status !== 'OK' && answer.status !== 'DEBIT_NOT_FOUND' && answer.status !== 'DEBIT_ROLLED_BACK') {
    throw new Error(`rollback refused: ${answer.status}`);
  }
  await p.db.execute({
    sql: "UPDATE provider_rounds SET status = 'cancelled', settled_at = ? WHERE id = ? AND status = 'opening'",
    args: [new Date().toISOString(), r.id],
  });
}

/** Opens a round with its decided win (a slot's; 0 for crash): records it, then debits the stake. A refused debit cancels the round. */
async function open(
  p: Provider,
  session: string,
  game: 'slot' | 'crash',
  stakeTaka: number,
  requestId: string,
  outcome: object,
  win = 0,
): Promise<Answer | RoundRow> {
  const id = roundIdOf(session, requestId);
  const stake = stakeTaka * 100;
  const ins = await p.db.execute({
    sql: "INSERT INTO provider_rounds (id, session_token, game, stake, outcome, win, status, started_at) VALUES (?, ?, ?, ?, ?, ?, 'opening', ?) ON CONFLICT (id) DO NOTHING",
    args: [id, session, game, stake, JSON.stringify(outcome), win, new Date().toISOString()],
  });
  if (ins.rowsAffected === 0) return no(409, 'ROUND_EXISTS', 'This round was already sent.', { round_id: id });
  let answer: Awaited<ReturnType<WalletCall>>;
  try {
    answer = await send(p, 'debit', { session, round_id: id, transaction_id: `${id}:d`, amount: toWire(stake) });
  } catch {
    // the debit's fate is unknown: cancel it now, or the sweep will
    await cancelRound(p, { id, session_token: session, stake }).catch(() => undefined);
    return no(503, 'WALLET_UNAVAILABLE', 'The wallet did not answer. Nothing was charged; please try again.');
  }
  if (answer.status !== 'OK') {
    await p.db.execute({
      sql: "UPDATE provider_rounds SET status = 'cancelled', settled_at = ? WHERE id = ? AND status = 'opening'",
      args: [new Date().toISOString(), id],
    });
    return no(refusedStatus(answer.status), answer.status, answer.message ?? 'Refused.', { balance: answer.balance });
  }
  const startedAt = new Date().toISOString();
  const opened = await p.db.execute({
    sql: "UPDATE provider_rounds SET status = 'open', started_at = ? WHERE id = ? AND status = 'opening'",
    args: [startedAt, id],
  });
  // the sweep took the round for lost while this debit was on its way, and rolled it back
  if (opened.rowsAffected === 0) return no(503, 'WALLET_UNAVAILABLE', 'The wallet did not answer in time. Nothing was charged; please try again.');
  return { id, session_token: session, game, stake, outcome: JSON.stringify(outcome), win, status: 'open', started_at: startedAt };
}

/** Closes a round with its win: claims it (open -> settling), then credits. False when another closed it. */
export async function finish(p: Provider, r: Pick<RoundRow, 'id' | 'session_token'>, win: number, from: 'open' | 'settling' = 'open'): Promise<string | null> {
  if (from === 'open') {
    const claim = await p.db.execute({ sql: "UPDATE provider_rounds SET status = 'settling', win = ? WHERE id = ? AND status = 'open'", args: [win, r.id] });
    if (claim.rowsAffected === 0) return null;
  }
  const answer = await send(p, 'credit', { session: r.session_token, round_id: r.id, transaction_id: `${r.id}:c`, amount: toWire(win), round_closed: true });
  // ROUND_CLOSED: an earlier send of this credit landed and its answer was lost
  if (answer.status !== 'OK' && answer.status !== 'ROUND_CLOSED') throw new Error(`credit refused: ${answer.status}`);
  await p.db.execute({ sql: "UPDATE provider_rounds SET status = 'settled', settled_at = ? WHERE id = ?", args: [new Date().toISOString(), r.id] });
  return answer.balance ?? null;
}

export async function playSlot(p: Provider, session: string, stakeTaka: number, requestId: string): Promise<Answer> {
  const id = roundIdOf(session, requestId);
  const spin = spinSlot(
    [0, 1, 2].map((i) => draw(p.seed, id, i)),
    stakeTaka * 100,
  );
  const r = await open(p, session, 'slot', stakeTaka, requestId, { reels: spin.reels }, spin.winPaisa);
  if ('body' in r) return r;
  const balance = await finish(p, r, spin.winPaisa).catch(() => null);
  if (balance === null) return no(503, 'SETTLING', 'Your win is on its way to your balance.', { round_id: id });
  return ok({ round_id: id, reels: spin.reels, stake: toWire(r.stake), win: toWire(spin.winPaisa), balance });
}

export async function crashBet(p: Provider, session: string, stakeTaka: number, requestId: string): Promise<Answer> {
  const id = roundIdOf(session, requestId);
  const r = await open(p, session, 'crash', stakeTaka, requestId, { point: crashPoint(draw(p.seed, id, 0)) });
  if ('body' in r) return r;
  const b = await p.wallet('balance', { session }).catch(() => null);
  return ok({ round_id: id, stake: toWire(r.stake), balance: b?.balance ?? null });
}

/** Where a crash round stands now; settles it as lost when its point has passed. */
export async function crashNow(p: Provider, r: RoundRow) {
  const point = Number((JSON.parse(r.outcome) as { point: number }).point);
  const elapsed = Date.now() - Date.parse(r.started_at);
  const multiplier = multiplierAt(elapsed);
  if (r.status === 'open' && multiplier >= point) await finish(p, r, 0).catch(() => null);
  return { point, multiplier: Math.min(multiplier, point), elapsed, crashed: multiplier >= point };
}

export async function crashCashout(p: Provider, session: string, roundId: string): Promise<Answer> {
  const r = await getRound(p.db, roundId);
  if (!r || r.session_token !== session || r.game !== 'crash') return no(404, 'ROUND_NOT_FOUND', 'Unknown round.');
  const now = await crashNow(p, r);
  if (r.status === 'open' && !now.crashed) {
    const win = Math.floor((r.stake * Math.round(now.multiplier * 100)) / 100);
    const balance = await finish(p, r, win).catch(() => null);
    if (balance !== null) return ok({ round_id: r.id, multiplier: now.multiplier.toFixed(2), win: toWire(win), balance });
  }
  // settled before this request: by an earlier cash-out (answered again) or by the crash (refused)
  const after = await getRound(p.db, roundId);
  if (after && Number(after.win) > 0) {
    return ok({ round_id: r.id, multiplier: (Number(after.win) / r.stake).toFixed(2), win: toWire(Number(after.win)), repeated: true });
  }
  return no(409, 'CRASHED', 'Too late: the round crashed.', { point: shown(now.point) });
}

export async function crashState(p: Provider, session: string, roundId: string): Promise<Answer> {
  const r = await getRound(p.db, roundId);
  if (!r || r.session_token !== session || r.game !== 'crash') return no(404, 'ROUND_NOT_FOUND', 'Unknown round.');
  const now = await crashNow(p, r);
  const after = (await getRound(p.db, roundId)) ?? r;
  const over = after.status !== 'open';
  return ok({
    round_id: r.id,
    state: !over ? 'flying' : Number(after.win) > 0 ? 'cashed' : 'crashed',
    multiplier: shown(now.multiplier),
    elapsed_ms: now.elapsed,
    ...(over ? { point: shown(now.point), win: toWire(Number(after.win)) } : {}),
  });
}
