import { describe, expect, it } from 'vitest';
import { cashOutQuote, type RunnerPrices } from '../../src/lib/cash-out';
import { type BookBet, betTerms, marketPnl } from '../../src/lib/exchange-book';

/** A matched bet as the book holds it: stake in taka, its terms from the odds. */
function bet(selectionId: string, side: 'back' | 'lay', stakeTaka: number, odds: number, kind: 'odds' | 'bookmaker' = 'odds', runners = 2): BookBet {
  return { kind, side, selectionId, ...betTerms(kind, side, stakeTaka * 100, odds), matched: true, runners };
}
const px = (selectionId: string, back: number | null, lay: number | null): RunnerPrices => ({ selectionId, back, lay });

/** The player's result per runner after the hedge, from the hedge bets themselves (not the quote's own figures). */
function resultsAfter(
  kind: 'odds' | 'bookmaker',
  bets: BookBet[],
  hedge: Array<{ selectionId: string; side: 'back' | 'lay'; odds: number; stake: number }>,
  ids: string[],
) {
  const all = [...bets, ...hedge.map((h) => ({ kind, side: h.side, selectionId: h.selectionId, ...betTerms(kind, h.side, h.stake, h.odds), matched: true }))];
  return ids.map((id) => marketPnl(all, id));
}

describe('the cash-out hedge', () => {
  it('lays what was backed at the lay price now: the same profit on both runners', () => {
    // back A ৳100 at 2.00: +৳100 if A wins, -৳100 if B wins; A has shortened to 1.79 / 1.80
    const bets = [bet('A', 'back', 100, 2.0)];
    const q = cashOutQuote('odds', bets, [px('A', 1.79, 1.8), px('B', 2.2, 2.3)]);
    expect(q).toMatchObject({ ok: true, amount: 11_11, bets: [{ selectionId: 'A', side: 'lay', odds: 1.8, stake: 111_11 }] });
    if (!q.ok) return;
    expect(resultsAfter('odds', bets, q.bets, ['A', 'B'])).toEqual([11_11, 11_11]);
    expect(q.after).toEqual({ A: 11_11, B: 11_11 });
  });

  it('backs what was laid at the back price now, and locks a loss when the price went against the player', () => {
    // lay A ৳100 at 2.00: -৳100 if A wins, +৳100 if B wins. A drifted to 2.5: a profit of ৳20
    const laid = [bet('A', 'lay', 100, 2.0)];
    const out = cashOutQuote('odds', laid, [px('A', 2.5, 2.52), px('B', 1.6, 1.62)]);
    expect(out).toMatchObject({ ok: true, amount: 20_00, bets: [{ selectionId: 'A', side: 'back', odds: 2.5, stake: 80_00 }] });
    // A shortened to 1.5: backing it now locks a loss of ৳33.33
    const loss = cashOutQuote('odds', laid, [px('A', 1.5, 1.51), px('B', 2.9, 3.0)]);
    expect(loss).toMatchObject({ ok: true, bets: [{ selectionId: 'A', side: 'back', odds: 1.5, stake: 133_33 }] });
    if (!loss.ok) return;
    expect(loss.amount).toBe(-33_33);
    expect(resultsAfter('odds', laid, loss.bets, ['A', 'B'])).toEqual([-33_33, -33_33]);
  });

  it('hedges a three-runner market on the runner bet on only, and equalises every runner', () => {
    const bets = [bet('A', 'back', 100, 3.0, 'odds', 3)];
    const q = cashOutQuote('odds', bets, [px('A', 2.48, 2.5), px('B', 3.1, 3.2), px('C', 3.4, 3.5)]);
    expect(q).toMatchObject({ ok: true, amount: 20_00, bets: [{ selectionId: 'A', side: 'lay', odds: 2.5, stake: 120_00 }] });
    if (!q.ok) return;
    expect(resultsAfter('odds', bets, q.bets, ['A', 'B', 'C'])).toEqual([20_00, 20_00, 20_00]);
  });

  it('with bets on every runner, takes the hedge that leaves the player the most', () => {
    // back A ৳100 at 2.0 and B ৳50 at 2.5: +৳50 if A wins, -৳25 if B wins
    const bets = [bet('A', 'back', 100, 2.0), bet('B', 'back', 50, 2.5)];
    const prices = [px('A', 1.9, 1.95), px('B', 2.1, 2.14)];
    const q = cashOutQuote('odds', bets, prices);
    // laying A at 1.95 would lock ৳13.46; backing B at 2.10 locks ৳14.28
    expect(q).toMatchObject({ ok: true, amount: 14_28, bets: [{ selectionId: 'B', side: 'back', odds: 2.1, stake: 35_71 }] });
    if (!q.ok) return;
    const [a, b] = resultsAfter('odds', bets, q.bets, ['A', 'B']);
    expect(Math.min(a ?? 0, b ?? 0)).toBe(q.amount);
    expect(Math.abs((a ?? 0) - (b ?? 0))).toBeLessThanOrEqual(1);
  });

  it('prices on the ladder, never better than offered, and stakes in whole paisa', () => {
    const bets = [bet('A', 'back', 100, 2.0)];
    // an offer between ladder steps: a lay is taken at the step above, a back at the step below
    const lay = cashOutQuote('odds', bets, [px('A', 1.83, 1.834), px('B', 2.2, 2.3)]);
    expect(lay.ok && lay.bets[0]?.odds).toBe(1.84);
    const laid = [bet('A', 'lay', 100, 2.0)];
    const back = cashOutQuote('odds', laid, [px('A', 2.53, 2.56), px('B', 1.6, 1.62)]);
    expect(back.ok && back.bets[0]?.odds).toBe(2.52);
    // a stake that does not divide: rounded to the paisa, the amount is the least result of the runners
    const odd = cashOutQuote('odds', [bet('A', 'back', 123.45, 2.34)], [px('A', 2.06, 2.08), px('B', 1.9, 1.92)]);
    expect(odd.ok).toBe(true);
    if (!odd.ok) return;
    expect(Number.isInteger(odd.bets[0]?.stake)).toBe(true);
    const results = Object.values(odd.after);
    expect(odd.amount).toBe(Math.min(...results));
    expect(Math.max(...results) - odd.amount).toBeLessThanOrEqual(1);
  });

  it('bookmaker rates are whole: a lay rounds the rate up, a back down', () => {
    const bets = [bet('A', 'back', 100, 100, 'bookmaker')];
    const q = cashOutQuote('bookmaker', bets, [px('A', 60, 61.5), px('B', 150, 155)]);
    expect(q).toMatchObject({ ok: true, bets: [{ selectionId: 'A', side: 'lay', odds: 62 }] });
    if (!q.ok) return;
    // back at rate 100 (2.0): +৳100 / -৳100; lay at 1.62: stake 200/1.62
    expect(q.bets[0]?.stake).toBe(123_46);
    expect(Object.values(q.after)).toEqual([23_45, 23_46]);
    expect(q.amount).toBe(23_45);
  });

  it('a runner without a price: no cash out when it needs a bet, a cash out when it does not', () => {
    const bets = [bet('A', 'back', 100, 3.0, 'odds', 3)];
    expect(cashOutQuote('odds', bets, [px('A', 2.48, null), px('B', 3.1, 3.2), px('C', 3.4, 3.5)])).toEqual({ ok: false, reason: 'no_price' });
    expect(cashOutQuote('odds', bets, [px('A', 2.48, 2.5), px('B', null, null), px('C', 3.4, 3.5)])).toMatchObject({ ok: true, amount: 20_00 });
  });

  it('a part of the position: that share of each stake, that share of the amount, the rest stays', () => {
    const bets = [bet('A', 'back', 100, 2.0)];
    const prices = [px('A', 1.79, 1.8), px('B', 2.2, 2.3)];
    const half = cashOutQuote('odds', bets, prices, 50);
    expect(half).toMatchObject({ ok: true, bets: [{ selectionId: 'A', side: 'lay', odds: 1.8, stake: 55_56 }] });
    if (!half.ok) return;
    expect(half.amount).toBe(5_55);
    // what stays: half the position (+৳50 / -৳50) on top of the amount locked
    expect(half.after).toEqual({ A: 55_55, B: -44_44 });
    const quarter = cashOutQuote('odds', bets, prices, 25);
    expect(quarter.ok && quarter.bets[0]?.stake).toBe(27_78);
  });

  it('nothing to cash out: no matched bets, or a position that already pays the same everywhere', () => {
    expect(cashOutQuote('odds', [], [px('A', 2, 2.02)])).toEqual({ ok: false, reason: 'no_position' });
    expect(cashOutQuote('odds', [{ ...bet('A', 'back', 100, 2.0), matched: false }], [px('A', 2, 2.02), px('B', 2, 2.02)])).toEqual({
      ok: false,
      reason: 'no_position',
    });
    const flat = [bet('A', 'back', 100, 2.0), bet('A', 'lay', 100, 2.0)];
    expect(cashOutQuote('odds', flat, [px('A', 2, 2.02), px('B', 2, 2.02)])).toEqual({ ok: false, reason: 'no_position' });
    // what a cash out leaves after rounding its stakes to the paisa is no position either
    const after = [bet('A', 'back', 100, 2.0), bet('A', 'lay', 111.12, 1.8)];
    expect(cashOutQuote('odds', after, [px('A', 1.6, 1.61), px('B', 2.6, 2.7)])).toEqual({ ok: false, reason: 'no_position' });
  });
});
