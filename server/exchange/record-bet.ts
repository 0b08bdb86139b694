import type { BetSide, MarketKind } from '../../src/lib/exchange-book';
import type { Row, Tx } from '../db/client';
import { randomToken } from '../lib/auth';
import { nowIso } from '../lib/http';
import { type ApprovedStake, assertCovers } from '../lib/stake-approval';

/** An exchange bet as it is written: what the player asked, at the price and terms the server settled on. */
export interface NewExchangeBet {
  playerId: number;
  eventId: string;
  eventName: string;
  marketId: string;
  marketName: string;
  marketKey: string;
  market: MarketKind;
  selectionId: string;
  selectionName: string;
  side: BetSide;
  price: number;
  run: number | null;
  runners: number | null;
  stake: number;
  profit: number;
  liability: number;
  matched: boolean;
  idempotencyKey: string;
  /** the cash out this bet hedges for (its idempotency key), when it is one */
  cashOutKey?: string;
  /** paisa: what that cash out locked */
  cashOutAmount?: number;
}

/** The fields that say whose a bet is and on which market: the same for a placement and a cash out's hedge. */
export function betOnMarket(
  playerId: number,
  e: { eventId: string; name: string; marketId: string },
  m: { marketName: string; marketKey: string },
  market: MarketKind,
): Pick<NewExchangeBet, 'playerId' | 'eventId' | 'eventName' | 'marketId' | 'marketName' | 'marketKey' | 'market'> {
  return { playerId, eventId: e.eventId, eventName: e.name, marketId: e.marketId, marketName: m.marketName, marketKey: m.marketKey, market };
}

/**
 * Writes an open exchange bet: the one place a bet's exposure starts to be held from the balance, so it
 * takes the stake rule's approval for the rise of the player's exposure (`atRisk`).
 */
export async function recordBet(tx: Tx, approval: ApprovedStake, b: NewExchangeBet, atRisk: number): Promise<Row> {
  assertCovers(approval, b.playerId, atRisk);
  const at = nowIso();
  const ins = await tx.execute({
    sql: `INSERT INTO exchange_records (player_id, transaction_id, event_name, market_name, selection_name, bet_type, odds, run, stake,
            potential_profit, potential_liability, net_profit_loss, status, created_at, event_id, market_id, market, market_key, selection_id,
            runners, matched, matched_at, idempotency_key, cash_out_key, cash_out_amount)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 'open', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
    args: [
      b.playerId,
      `EX${Date.now().toString(36).toUpperCase()}${randomToken(4).replace(/[-_]/g, 'X').toUpperCase()}`,
      b.eventName,
      b.marketName,
      b.selectionName,
      b.side,
      String(b.price),
      b.run === null ? null : String(b.run),
      b.stake,
      b.profit,
      b.liability,
      at,
      b.eventId,
      b.marketId,
      b.market,
      b.marketKey,
      b.selectionId,
      b.runners,
      b.matched ? 1 : 0,
      b.matched ? at : null,
      b.idempotencyKey,
      b.cashOutKey ?? null,
      b.cashOutAmount ?? null,
    ],
  });
  return ins.rows[0] as unknown as Row;
}
