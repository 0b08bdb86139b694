import { type BookBet, groupBy, type MarketKind, totalExposure } from '../../src/lib/exchange-book';
import { all, type Db, one, type Row, type Tx } from '../db/client';
import { toWire } from '../lib/money';

/** An exchange_records row as the contract's ExchangeBet. */
export function betToWire(x: Row) {
  return {
    id: Number(x.id),
    transaction_id: String(x.transaction_id),
    event_name: String(x.event_name),
    market_name: String(x.market_name),
    selection_name: String(x.selection_name),
    bet_type: String(x.bet_type),
    odds: String(x.odds),
    run: (x.run as string | null) ?? null,
    stake: toWire(Number(x.stake)),
    potential_profit: toWire(Number(x.potential_profit)),
    potential_liability: toWire(Number(x.potential_liability)),
    net_profit_loss: toWire(Number(x.net_profit_loss)),
    status: String(x.status),
    created_at: String(x.created_at),
    settled_at: (x.settled_at as string | null) ?? null,
    event_id: (x.event_id as string | null) ?? null,
    market_id: (x.market_id as string | null) ?? null,
    market: (x.market as string | null) ?? null,
    market_key: (x.market_key as string | null) ?? null,
    selection_id: (x.selection_id as string | null) ?? null,
    matched: Number(x.matched ?? 1),
    cash_out: x.cash_out_key ? 1 : 0,
    cash_out_amount: x.cash_out_amount === null || x.cash_out_amount === undefined ? null : toWire(Number(x.cash_out_amount)),
  };
}

/** A row as the exposure arithmetic sees it. */
export function toBookBet(x: Row): BookBet & { marketKey: string } {
  return {
    kind: String(x.market ?? 'odds') as MarketKind,
    side: String(x.bet_type) === 'lay' ? 'lay' : 'back',
    selectionId: String(x.selection_id ?? ''),
    run: x.run === null || x.run === undefined ? null : Number(x.run),
    profit: Number(x.potential_profit),
    liability: Number(x.potential_liability),
    matched: Number(x.matched ?? 1) === 1,
    runners: x.runners === null || x.runners === undefined ? null : Number(x.runners),
    marketKey: String(x.market_key ?? x.transaction_id),
  };
}

/**
 * The player's open bets, grouped by market key, summed per outcome-alike group: a market's result on
 * any outcome is a sum over its bets (marketPnl), so bets of one market, kind, side, selection, run and
 * matched state add up into one without changing an exposure. The read stays a handful of rows however
 * many bets a player holds (the open-bets index, migration 014).
 */
export async function openBook(db: Db | Tx, playerId: number): Promise<Map<string, Array<BookBet & { marketKey: string }>>> {
  const rows = await all<Row>(
    db,
    `SELECT market_key, market, bet_type, selection_id, run, matched, MAX(runners) AS runners,
            SUM(potential_profit) AS potential_profit, SUM(potential_liability) AS potential_liability
       FROM exchange_records WHERE player_id = ? AND status = 'open' AND market_key IS NOT NULL
      GROUP BY market_key, market, bet_type, selection_id, run, matched`,
    [playerId],
  );
  return groupBy(rows.map(toBookBet), (b) => b.marketKey);
}

/** Main balance, exposure of open bets and what is left to bet, in paisa. */
export async function accountOf(db: Db | Tx, playerId: number): Promise<{ balance: number; exposure: number; available: number }> {
  const p = await one<{ balance: number }>(db, 'SELECT balance FROM players WHERE id = ?', [playerId]);
  const balance = Number(p?.balance ?? 0);
  const exposure = totalExposure(await openBook(db, playerId));
  return { balance, exposure, available: balance - exposure };
}

export const accountToWire = (a: { balance: number; exposure: number; available: number }) => ({
  balance: toWire(a.balance),
  exposure: toWire(a.exposure),
  available: toWire(a.available),
});
