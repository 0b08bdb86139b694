import type { CashOutInput } from '../../src/api/contract/exchange-bets';
import { cashOutQuote } from '../../src/lib/cash-out';
import { betTerms, marketExposure, totalExposure } from '../../src/lib/exchange-book';
import type { ServerContext } from '../context';
import { all, inTx, one, type Row } from '../db/client';
import { nowIso } from '../lib/http';
import { takaText, toWire } from '../lib/money';
import type { SportsSim } from '../sports/sim';
import { accountOf, accountToWire, betToWire, openBook, toBookBet } from './book';
import { marketNow } from './cash-out-prices';
import type { Answer } from './place';
import { betOnMarket, recordBet } from './record-bet';
import { approveExposure, assertStakeSize, refuseBet } from './stake-checks';

const CASH_OUT_UNAVAILABLE = 'Cash out is not available now.';
const cashedOut = 'Cashed out.';

/** "-12.5" -> -1250 paisa (the contract's pattern has already checked the text). */
const signedPaisa = (s: string) => {
  const neg = s.startsWith('-');
  const [whole = '0', frac = ''] = (neg ? s.slice(1) : s).split('.');
  const abs = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return neg ? -abs : abs;
};

/**
 * Cashes out the player's matched bets on one match-odds or bookmaker market (or a share of them), in
 * one write transaction: the hedge is computed again from the prices at the server now
 * (src/lib/cash-out.ts) and placed as ordinary exchange bets, matched at those prices, through the
 * same checks as any bet: stake limits per hedge bet, the market's exposure limit, the stake rule
 * (path exchange_cash_out; a hedge only adds what it raises the exposure by) and the balance. The
 * player's unmatched bets on the market are cancelled with it (matched later, they would undo the
 * hedge). Nothing is placed when the amount now is lower than the one the player was shown.
 */
export async function cashOut(ctx: ServerContext, sim: SportsSim, playerId: number, input: CashOutInput): Promise<Answer> {
  const e = await sim.byEvent(input.event_id);
  if (!e || e.marketId !== input.market_id) throw refuseBet(404, 'not_found', 'Market not found.');
  const asked = signedPaisa(input.amount);

  return inTx(ctx.db, async (tx) => {
    const again = await all<Row>(tx, 'SELECT * FROM exchange_records WHERE player_id = ? AND cash_out_key = ? ORDER BY id', [playerId, input.idempotency_key]);
    if (again.length > 0) {
      const body = { message: cashedOut, amount: toWire(Number(again[0]?.cash_out_amount ?? 0)), bets: again.map(betToWire) };
      return { status: 200, body: { ...body, ...accountToWire(await accountOf(tx, playerId)) } };
    }

    const now = marketNow(sim, e, input.market);
    if (!now) throw refuseBet(409, 'cash_out_unavailable', CASH_OUT_UNAVAILABLE);
    const rows = await all<Row>(tx, "SELECT * FROM exchange_records WHERE player_id = ? AND status = 'open' AND market_key = ?", [playerId, now.marketKey]);
    const matched = rows.filter((r) => Number(r.matched) === 1).map(toBookBet);
    const quote = cashOutQuote(input.market, matched, now.runners, input.percent);
    if (!quote.ok) {
      throw quote.reason === 'no_position'
        ? refuseBet(409, 'no_position', 'There is nothing to cash out on this market.')
        : refuseBet(409, 'cash_out_unavailable', CASH_OUT_UNAVAILABLE);
    }
    if (quote.amount < asked) {
      throw refuseBet(409, 'cash_out_changed', `The cash out amount changed to ${takaText(quote.amount)}.`, { amount: toWire(quote.amount) });
    }
    for (const b of quote.bets) assertStakeSize(ctx.config.exchange, b.stake);

    const hedge = quote.bets.map((b) => {
      const runner = now.runners.find((r) => r.selectionId === b.selectionId);
      return { ...b, ...betTerms(input.market, b.side, b.stake, b.odds), name: runner?.name ?? b.selectionId };
    });
    const book = await openBook(tx, playerId);
    const before = totalExposure(book);
    const marketBefore = marketExposure(book.get(now.marketKey) ?? []);
    const marketAfter = marketExposure([
      ...matched,
      ...hedge.map((b) => ({
        kind: input.market,
        side: b.side,
        selectionId: b.selectionId,
        profit: b.profit,
        liability: b.liability,
        matched: true,
        runners: now.runners.length,
      })),
    ]);
    const balance = Number((await one<{ balance: number }>(tx, 'SELECT balance FROM players WHERE id = ?', [playerId]))?.balance ?? 0);
    const { approval, after, atRisk } = await approveExposure(tx, ctx, { playerId, path: 'exchange_cash_out', before, marketBefore, marketAfter, balance });

    await tx.execute({
      sql: "UPDATE exchange_records SET status = 'CANCELLED', settled_at = ? WHERE player_id = ? AND market_key = ? AND status = 'open' AND matched = 0",
      args: [nowIso(), playerId, now.marketKey],
    });
    const placed: Row[] = [];
    for (const [i, b] of hedge.entries()) {
      const row = await recordBet(
        tx,
        approval,
        {
          ...betOnMarket(playerId, e, now, input.market),
          selectionId: b.selectionId,
          selectionName: b.name,
          side: b.side,
          price: b.odds,
          run: null,
          runners: now.runners.length,
          stake: b.stake,
          profit: b.profit,
          liability: b.liability,
          matched: true,
          idempotencyKey: `${input.idempotency_key}-${i + 1}`,
          cashOutKey: input.idempotency_key,
          cashOutAmount: quote.amount,
        },
        atRisk,
      );
      placed.push(row);
    }
    return {
      status: 201,
      body: {
        message: cashedOut,
        amount: toWire(quote.amount),
        bets: placed.map(betToWire),
        ...accountToWire({ balance, exposure: after, available: balance - after }),
      },
    };
  });
}
