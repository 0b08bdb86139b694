import { betWins } from '../../src/lib/exchange-book';
import type { ServerContext } from '../context';
import { all, inTx, one, type Row } from '../db/client';
import { nowIso, refuse } from '../lib/http';
import { eventResult } from '../sports/results';
import { type SportsSim, sportsSeed } from '../sports/sim';
import { accountOf, accountToWire, betToWire, toBookBet } from './book';
import { priceAccepted, quoteAt } from './quote';
import { bookSettlement, countSettledStake } from './wallet';

/**
 * Unmatched match-odds bets whose price the ladder now offers become matched (at their own price).
 * Run before the open bets are read, so a player sees a bet matched as soon as the market gets there.
 */
export async function matchWaiting(ctx: ServerContext, sim: SportsSim, playerId: number): Promise<void> {
  const waiting = await all<Row>(ctx.db, "SELECT * FROM exchange_records WHERE player_id = ? AND status = 'open' AND matched = 0", [playerId]);
  if (waiting.length === 0) return;
  const ready: number[] = [];
  for (const b of waiting) {
    const e = await sim.byEvent(String(b.event_id));
    if (!e) continue;
    const side = String(b.bet_type) === 'lay' ? 'lay' : 'back';
    const q = quoteAt(sim, e, { market: 'odds', selectionId: String(b.selection_id), side });
    if (q.ok && priceAccepted('odds', side, { odds: Number(b.odds), run: null }, q.quote)) ready.push(Number(b.id));
  }
  if (ready.length === 0) return;
  const at = nowIso();
  await inTx(ctx.db, async (tx) => {
    for (const id of ready)
      await tx.execute({ sql: "UPDATE exchange_records SET matched = 1, matched_at = ? WHERE id = ? AND status = 'open' AND matched = 0", args: [at, id] });
  });
}

/** Cancels an unmatched bet of the player, once: its exposure is free again. */
export async function cancelBet(ctx: ServerContext, playerId: number, transactionId: string) {
  return inTx(ctx.db, async (tx) => {
    const row = await one<Row>(tx, 'SELECT * FROM exchange_records WHERE player_id = ? AND transaction_id = ?', [playerId, transactionId]);
    if (!row) throw refuse(404, 'Bet not found.');
    const upd = await tx.execute({
      sql: "UPDATE exchange_records SET status = 'CANCELLED', settled_at = ? WHERE id = ? AND status = 'open' AND matched = 0 RETURNING *",
      args: [nowIso(), Number(row.id)],
    });
    const bet = upd.rows[0] as unknown as Row | undefined;
    if (!bet) throw refuse(409, 'This bet cannot be cancelled.');
    return { status: 200 as const, body: { message: 'Bet cancelled.', bet: betToWire(bet), ...accountToWire(await accountOf(tx, playerId)) } };
  });
}

/**
 * Settles every event the simulation has closed: match odds and bookmaker on the winner, fancy on
 * the final runs of its line; an abandoned event voids its bets and an unmatched bet is cancelled
 * (nothing moves for either). Each win or loss goes through the ledger in the settlement's
 * transaction, and each matched stake counts toward turnover. Returns how many bets were settled.
 */
export async function settleDue(ctx: ServerContext, sim: SportsSim): Promise<number> {
  const events = await all<{ event_id: string }>(ctx.db, "SELECT DISTINCT event_id FROM exchange_records WHERE status = 'open' AND event_id IS NOT NULL");
  let settled = 0;
  for (const { event_id } of events) {
    const e = await sim.byEvent(String(event_id));
    if (!e || sim.status(e) !== 'closed') continue;
    const result = eventResult(sim, sportsSeed(), e);
    settled += await inTx(ctx.db, async (tx) => {
      const bets = await all<Row>(tx, "SELECT * FROM exchange_records WHERE event_id = ? AND status = 'open'", [e.eventId]);
      const at = nowIso();
      const outcomes = bets.map((b) => {
        const book = toBookBet(b);
        if (!book.matched) return { b, status: 'CANCELLED', net: 0 };
        if (result.abandoned) return { b, status: 'VOID', net: 0 };
        const win = betWins(book, book.kind === 'fancy' ? result.runs(book.selectionId) : result.winner);
        return { b, status: win ? 'WON' : 'LOST', net: win ? book.profit : -book.liability };
      });
      // wins first: a player's losses are then always covered by the balance that held them
      outcomes.sort((x, y) => y.net - x.net);
      let n = 0;
      for (const o of outcomes) {
        const upd = await tx.execute({
          sql: "UPDATE exchange_records SET status = ?, net_profit_loss = ?, settled_at = ? WHERE id = ? AND status = 'open'",
          args: [o.status, o.net, at, Number(o.b.id)],
        });
        if (upd.rowsAffected !== 1) continue;
        n += 1;
        const pid = Number(o.b.player_id);
        const ref = `exchange:${String(o.b.transaction_id)}`;
        await bookSettlement(tx, pid, o.net, ref);
        if (o.status === 'WON' || o.status === 'LOST') await countSettledStake(tx, pid, Number(o.b.stake), ref);
      }
      return n;
    });
  }
  return settled;
}

/** Settles closed events every few seconds while the server runs (the simulation has no timer of its own). */
export function startSettlement(ctx: ServerContext, sim: SportsSim, everyMs = 5000): () => void {
  let busy = false;
  const id = setInterval(() => {
    if (busy) return;
    busy = true;
    settleDue(ctx, sim)
      .catch((err) => console.error('exchange settlement failed', err))
      .finally(() => {
        busy = false;
      });
  }, everyMs);
  id.unref();
  return () => clearInterval(id);
}
