import type { PlaceBetInput } from '../../src/api/contract/exchange-bets';
import { betTerms, marketExposure, totalExposure } from '../../src/lib/exchange-book';
import type { ServerContext } from '../context';
import { inTx, one, type Row } from '../db/client';
import { fromWire } from '../lib/money';
import { betOnMarket, recordBet } from './record-bet';
import { approveExposure, assertStakeSize, refuseBet } from './stake-checks';
import type { SportsSim } from '../sports/sim';
import { accountOf, accountToWire, betToWire, openBook } from './book';
import { priceAccepted, quoteAt } from './quote';

/** A placed bet: 201, or 200 for the bet an idempotency key placed before. Refusals are thrown (refuse, with their `code`). */
export interface Answer {
  status: 200 | 201;
  body: Record<string, unknown>;
}

/**
 * Places one bet for the player, in one write transaction: the same idempotency key answers the bet
 * it placed before; the row state and price are checked at the server now; match odds match at the
 * asked price or better, else wait unmatched; bookmaker and fancy match at once or are refused with
 * the price now offered. The new exposure must fit the market limit and the balance.
 */
export async function placeBet(ctx: ServerContext, sim: SportsSim, playerId: number, input: PlaceBetInput): Promise<Answer> {
  const stake = fromWire(input.stake);
  assertStakeSize(ctx.config.exchange, stake);
  const asked = { odds: Number(input.odds), run: input.run ?? null };
  if (input.market === 'odds' && (asked.odds < 1.01 || asked.odds > 1000)) throw refuseBet(422, 'bad_odds', 'Odds must be between 1.01 and 1000.');
  if (input.market === 'fancy' && asked.run === null) throw refuseBet(422, 'bad_run', 'The run of a fancy bet is missing.');
  const e = await sim.byEvent(input.event_id);
  if (!e || e.marketId !== input.market_id) throw refuseBet(404, 'not_found', 'Market not found.');

  return inTx(ctx.db, async (tx) => {
    // one read for the repeat and the balance (a placement holds the write lock)
    const head = await one<{ again: number | null; balance: number }>(
      tx,
      `SELECT (SELECT id FROM exchange_records WHERE player_id = p.id AND idempotency_key = ?) AS again, p.balance AS balance
         FROM players p WHERE p.id = ?`,
      [input.idempotency_key, playerId],
    );
    if (head?.again) {
      const again = (await one<Row>(tx, 'SELECT * FROM exchange_records WHERE id = ?', [head.again])) as Row;
      return { status: 200, body: { message: 'Bet placed.', bet: betToWire(again), ...accountToWire(await accountOf(tx, playerId)) } };
    }

    const q = quoteAt(sim, e, { market: input.market, selectionId: input.selection_id, side: input.side });
    if (!q.ok) throw q.code === 'suspended' ? refuseBet(409, 'suspended', 'Market suspended.') : refuseBet(404, 'not_found', 'Market not found.');
    const now = q.quote;
    const accepted = priceAccepted(input.market, input.side, asked, now);
    if (!accepted && input.market !== 'odds') throw refuseBet(409, 'odds_changed', 'Odds changed.', { odds: String(now.odds), run: now.run });
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
    const balance = Number(head?.balance ?? 0);
    const { approval, after, atRisk } = await approveExposure(tx, ctx, {
      playerId,
      path: input.side === 'lay' ? 'exchange_lay' : 'exchange_back',
      before,
      marketBefore,
      marketAfter,
      balance,
    });

    const row = await recordBet(
      tx,
      approval,
      {
        ...betOnMarket(playerId, e, now, input.market),
        selectionId: input.selection_id,
        selectionName: now.selectionName,
        side: input.side,
        price,
        run: now.run,
        runners: now.runners,
        stake,
        ...terms,
        matched,
        idempotencyKey: input.idempotency_key,
      },
      atRisk,
    );
    return {
      status: 201,
      body: { message: 'Bet placed.', bet: betToWire(row), ...accountToWire({ balance, exposure: after, available: balance - after }) },
    };
  });
}
