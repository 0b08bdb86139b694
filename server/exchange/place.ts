import type { PlaceBetInput } from '../../src/api/contract/exchange-bets';
import { betTerms, marketExposure, totalExposure } from '../../src/lib/exchange-book';
import type { ServerContext } from '../context';
import { inTx, one, type Row } from '../db/client';
import { randomToken } from '../lib/auth';
import { nowIso } from '../lib/http';
import { fromWire, takaText } from '../lib/money';
import type { SportsSim } from '../sports/sim';
import { accountOf, accountToWire, betToWire, openBook } from './book';
import { priceAccepted, quoteAt } from './quote';

export interface Answer {
  status: 200 | 201 | 403 | 404 | 409 | 422;
  body: Record<string, unknown>;
}

const refuse = (status: Answer['status'], code: string, message: string, extra: Record<string, unknown> = {}): Answer => ({
  status,
  body: { message, code, ...extra },
});

/**
 * Places one bet for the player, in one write transaction: the same idempotency key answers the bet
 * it placed before; the row state and price are checked at the server now; match odds match at the
 * asked price or better, else wait unmatched; bookmaker and fancy match at once or are refused with
 * the price now offered. The new exposure must fit the market limit and the balance.
 */
export async function placeBet(ctx: ServerContext, sim: SportsSim, playerId: number, input: PlaceBetInput): Promise<Answer> {
  const limits = ctx.config.exchange;
  const stake = fromWire(input.stake);
  if (stake === null || stake < limits.minStake) return refuse(422, 'min_stake', `Minimum stake is ${takaText(limits.minStake)}.`);
  if (stake > limits.maxStake) return refuse(422, 'max_stake', `Maximum stake is ${takaText(limits.maxStake)}.`);
  const asked = { odds: Number(input.odds), run: input.run ?? null };
  if (input.market === 'odds' && (asked.odds < 1.01 || asked.odds > 1000)) return refuse(422, 'bad_odds', 'Odds must be between 1.01 and 1000.');
  if (input.market === 'fancy' && asked.run === null) return refuse(422, 'bad_run', 'The run of a fancy bet is missing.');
  const e = await sim.byEvent(input.event_id);
  if (!e || e.marketId !== input.market_id) return refuse(404, 'not_found', 'Market not found.');

  return inTx(ctx.db, async (tx) => {
    // one read for the repeat, the upline's block and the balance (a placement holds the write lock)
    const head = await one<{ again: number | null; blocked: number | null; balance: number }>(
      tx,
      `SELECT (SELECT id FROM exchange_records WHERE player_id = p.id AND idempotency_key = ?) AS again,
              (SELECT exchange_market FROM market_blocks WHERE player_id = p.id LIMIT 1) AS blocked, p.balance AS balance
         FROM players p WHERE p.id = ?`,
      [input.idempotency_key, playerId],
    );
    if (head?.again) {
      const again = (await one<Row>(tx, 'SELECT * FROM exchange_records WHERE id = ?', [head.again])) as Row;
      return { status: 200, body: { message: 'Bet placed.', bet: betToWire(again), ...accountToWire(await accountOf(tx, playerId)) } };
    }
    if (Number(head?.blocked) === 1) return refuse(403, 'blocked', 'This section is blocked by Your Upline.');

    const q = quoteAt(sim, e, { market: input.market, selectionId: input.selection_id, side: input.side });
    if (!q.ok) return q.code === 'suspended' ? refuse(409, 'suspended', 'Market suspended.') : refuse(404, 'not_found', 'Market not found.');
    const now = q.quote;
    const accepted = priceAccepted(input.market, input.side, asked, now);
    if (!accepted && input.market !== 'odds') return refuse(409, 'odds_changed', 'Odds changed.', { odds: String(now.odds), run: now.run });
    const matched = accepted;
    const price = matched ? now.odds : asked.odds;
    const terms = betTerms(input.market, input.side, stake, price);

    const book = await openBook(tx, playerId);
    const before = totalExposure(book);
    const market = book.get(now.marketKey) ?? [];
    const candidate = {
      kind: input.market,
      side: input.side,
      selectionId: input.selection_id,
      run: now.run,
      runners: now.runners,
      ...terms,
      matched,
      marketKey: now.marketKey,
    };
    const marketBefore = marketExposure(market);
    const marketAfter = marketExposure([...market, candidate]);
    if (marketAfter > limits.marketExposureLimit && marketAfter > marketBefore) {
      return refuse(422, 'market_limit', `Exposure on one market is limited to ${takaText(limits.marketExposureLimit)}.`);
    }
    const after = before - marketBefore + marketAfter;
    const balance = Number(head?.balance ?? 0);
    if (after > balance && after > before) return refuse(422, 'insufficient', 'Insufficient balance.');

    const at = nowIso();
    const ins = await tx.execute({
      sql: `INSERT INTO exchange_records (player_id, transaction_id, event_name, market_name, selection_name, bet_type, odds, run, stake,
              potential_profit, potential_liability, net_profit_loss, status, created_at, event_id, market_id, market, market_key, selection_id,
              runners, matched, matched_at, idempotency_key)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 'open', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
      args: [
        playerId,
        `EX${Date.now().toString(36).toUpperCase()}${randomToken(4).replace(/[-_]/g, 'X').toUpperCase()}`,
        e.name,
        now.marketName,
        now.selectionName,
        input.side,
        String(price),
        now.run === null ? null : String(now.run),
        stake,
        terms.profit,
        terms.liability,
        at,
        e.eventId,
        e.marketId,
        input.market,
        now.marketKey,
        input.selection_id,
        now.runners,
        matched ? 1 : 0,
        matched ? at : null,
        input.idempotency_key,
      ],
    });
    const row = ins.rows[0] as unknown as Row;
    return {
      status: 201,
      body: { message: 'Bet placed.', bet: betToWire(row), ...accountToWire({ balance, exposure: after, available: balance - after }) },
    };
  });
}
