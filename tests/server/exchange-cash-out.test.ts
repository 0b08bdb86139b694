import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { all } from '../../server/db/client';
import { toBookBet } from '../../server/exchange/book';
import { BetsAnswer, CashOutAnswer } from '../../src/api/contract/exchange-bets';
import { cashOutQuote, type CashOutPercent, type RunnerPrices } from '../../src/lib/cash-out';
import { marketPnl } from '../../src/lib/exchange-book';
import { cricket, detail, dev, h, idem, paisa, runners, useExchangeHarness } from './exchange-helpers';
import { freshPlayer } from './funds-helpers';

useExchangeHarness();

type Player = Awaited<ReturnType<typeof freshPlayer>>;
const post = (p: Player, path: string, body: Record<string, unknown>) =>
  h.req('POST', path, { token: p.token, body: { idempotency_key: idem(), event_id: cricket.EventId, market_id: cricket.MarketId, ...body } });
const money = (paisaValue: number) => (paisaValue / 100).toFixed(2);

/** The match-odds prices now, as the button under the market reads them. */
async function oddsPrices(): Promise<RunnerPrices[]> {
  return (await runners(cricket)).map((r) => ({
    selectionId: String(r.selectionId),
    back: r.ex.availableToBack[0]?.price ?? null,
    lay: r.ex.availableToLay[0]?.price ?? null,
  }));
}
async function openRows(p: Player) {
  return all(h.ctx.db, "SELECT * FROM exchange_records WHERE player_id = ? AND status = 'open'", [Number(p.remote_id)]);
}
/** The quote the player's screen shows now: their matched bets and the prices now. */
async function shownQuote(p: Player, percent: CashOutPercent = 100) {
  const bets = (await openRows(p)).map(toBookBet).filter((b) => b.marketKey === cricket.MarketId);
  return cashOutQuote('odds', bets, await oddsPrices(), percent);
}
/** Backs the first runner at its best back price. */
async function backFirst(p: Player, stake: string) {
  const [r0] = await runners(cricket);
  const r = await post(p, '/api/exchange/bets', {
    market: 'odds',
    selection_id: r0?.selectionId,
    side: 'back',
    odds: String(r0?.ex.availableToBack[0]?.price),
    stake,
  });
  expect(r.status).toBe(201);
  return r0?.selectionId ?? '';
}

describe('cash out', () => {
  it('after the price moved, hedges at the prices now: the same result on every runner, the exposure freed, once per key', async () => {
    const p = await freshPlayer(h, { balance: 5_000_00 });
    await backFirst(p, '200');
    await dev({ action: 'tick', steps: 40 });
    const quote = await shownQuote(p);
    if (!quote.ok) throw new Error('no quote');
    const key = idem();
    const body = { idempotency_key: key, market: 'odds', amount: money(quote.amount) };
    const r = await post(p, '/api/exchange/cash-out', body);
    expect(r.status, JSON.stringify(r.json)).toBe(201);
    const a = v.parse(CashOutAnswer, r.json);
    expect(a.message).toBe('Cashed out.');
    expect(paisa(a.amount)).toBe(quote.amount);
    expect(a.bets.map((b) => [b.selection_id, b.bet_type, Number(b.odds), paisa(b.stake), b.cash_out])).toEqual(
      quote.bets.map((b) => [b.selectionId, b.side, b.odds, b.stake, true]),
    );
    // every runner now pays the amount (to the paisa of rounding the stake)
    const book = (await openRows(p)).map(toBookBet);
    const results = (await oddsPrices()).map((x) => marketPnl(book, x.selectionId));
    expect(Math.min(...results)).toBe(quote.amount);
    expect(Math.max(...results) - quote.amount).toBeLessThanOrEqual(1);
    expect(paisa(a.exposure)).toBe(Math.max(0, -quote.amount));
    // the same key again: the bets it placed, nothing new
    const again = await post(p, '/api/exchange/cash-out', body);
    expect(again.status).toBe(200);
    expect(again.json.bets.map((b: { id: number }) => b.id)).toEqual(a.bets.map((b) => b.id));
    expect(await openRows(p)).toHaveLength(1 + a.bets.length);
    // My Bets says which bets are the cash out's
    const open = v.parse(BetsAnswer, (await h.req('GET', '/api/exchange/bets?status=open', { token: p.token })).json).data;
    expect(open.filter((b) => b.cash_out).map((b) => b.cash_out_amount)).toEqual(a.bets.map(() => a.amount));
  });

  it('refuses with the new amount when the prices moved against the player after the quote, and places nothing', async () => {
    const p = await freshPlayer(h, { balance: 5_000_00 });
    await backFirst(p, '100');
    const quote = await shownQuote(p);
    if (!quote.ok) throw new Error('no quote');
    // the screen showed a paisa more than the server can pay now
    const r = await post(p, '/api/exchange/cash-out', { market: 'odds', amount: money(quote.amount + 1) });
    expect(r.status).toBe(409);
    const now = Math.abs(quote.amount);
    const text = `${quote.amount < 0 ? '-' : ''}৳ ${Math.floor(now / 100).toLocaleString('en-IN')}.${String(now % 100).padStart(2, '0')}`;
    expect(r.json).toEqual({ success: false, code: 'cash_out_changed', message: `The cash out amount changed to ${text}.`, amount: money(quote.amount) });
    expect(await openRows(p)).toHaveLength(1);
    // a better amount than shown is placed (the player gets at least what they accepted)
    expect((await post(p, '/api/exchange/cash-out', { market: 'odds', amount: money(quote.amount - 500) })).status).toBe(201);
  });

  it('is not available while the bookmaker is suspended or its ball running', async () => {
    const p = await freshPlayer(h, { balance: 5_000_00 });
    const bm = Object.values((await detail(cricket)).bookmaker)[0];
    const row = Array.isArray(bm?.runners) ? bm.runners[0] : undefined;
    const placed = await post(p, '/api/exchange/bets', {
      market: 'bookmaker',
      selection_id: row?.selectionId,
      side: 'back',
      odds: String(row?.backPrice),
      stake: '100',
    });
    expect(placed.status).toBe(201);
    const refused = { success: false, code: 'cash_out_unavailable', message: 'Cash out is not available now.' };
    for (const state of [{ ball_running: 1 }, { suspended: 1 }]) {
      await dev({ action: 'set', eventId: cricket.EventId, bookmaker: { index: 1, ...state } });
      const r = await post(p, '/api/exchange/cash-out', { market: 'bookmaker', amount: '-1000' });
      expect(r.status).toBe(409);
      expect(r.json).toEqual(refused);
      await dev({ action: 'set', eventId: cricket.EventId, bookmaker: { index: 1, ball_running: 0, suspended: 0 } });
    }
    const open = await post(p, '/api/exchange/cash-out', { market: 'bookmaker', amount: '-1000' });
    expect(open.status, JSON.stringify(open.json)).toBe(201);
    expect(open.json.bets[0]).toMatchObject({ market: 'bookmaker', market_key: `BM-${cricket.MarketId}`, bet_type: 'lay', cash_out: 1 });
  });

  it('refuses a market without a position, a share whose hedge is under the minimum stake, and cancels what still waits', async () => {
    const p = await freshPlayer(h, { balance: 5_000_00 });
    const none = await post(p, '/api/exchange/cash-out', { market: 'odds', amount: '-1000' });
    expect(none.json).toEqual({ success: false, code: 'no_position', message: 'There is nothing to cash out on this market.' });
    const selection = await backFirst(p, '20');
    const quarter = await post(p, '/api/exchange/cash-out', { market: 'odds', percent: 25, amount: '-1000' });
    expect(quarter.status).toBe(422);
    expect(quarter.json).toMatchObject({ code: 'min_stake', message: 'Minimum stake is ৳ 10.00.' });
    // a lay far below the market waits unmatched; the cash out cancels it with the hedge
    const waiting = await post(p, '/api/exchange/bets', { market: 'odds', selection_id: selection, side: 'lay', odds: '1.01', stake: '50' });
    expect(waiting.json.bet.matched).toBe(0);
    const r = await post(p, '/api/exchange/cash-out', { market: 'odds', amount: '-1000' });
    expect(r.status).toBe(201);
    const rows = await all(h.ctx.db, 'SELECT status FROM exchange_records WHERE transaction_id = ?', [waiting.json.bet.transaction_id]);
    expect(rows[0]?.status).toBe('CANCELLED');
  });

  it('a partial cash out keeps the rest of the position; at settlement the ledger and the records agree to the paisa', async () => {
    const p = await freshPlayer(h, { balance: 5_000_00 });
    const backed = await backFirst(p, '300');
    await dev({ action: 'tick', steps: 25 });
    const half = await shownQuote(p, 50);
    if (!half.ok) throw new Error('no quote');
    const r = await post(p, '/api/exchange/cash-out', { market: 'odds', percent: 50, amount: money(half.amount) });
    expect(r.status, JSON.stringify(r.json)).toBe(201);
    const book = (await openRows(p)).map(toBookBet);
    expect(marketPnl(book, backed)).toBe(half.after[backed]);
    // the event ends with the backed runner winning: each bet settles through the ledger
    await dev({ action: 'set', eventId: cricket.EventId, result: { winner: 0 } });
    await dev({ action: 'set', eventId: cricket.EventId, status: 'closed' });
    const id = Number(p.remote_id);
    const records = await all<{ net: number }>(h.ctx.db, 'SELECT net_profit_loss AS net FROM exchange_records WHERE player_id = ?', [id]);
    const ledger = await all<{ amount: number }>(h.ctx.db, "SELECT amount FROM ledger WHERE player_id = ? AND reference LIKE 'exchange:%'", [id]);
    const sum = (xs: number[]) => xs.reduce((s, x) => s + Number(x), 0);
    expect(sum(ledger.map((x) => x.amount))).toBe(sum(records.map((x) => x.net)));
    expect(sum(records.map((x) => x.net))).toBe(half.after[backed]);
    const balance = await all<{ balance: number }>(h.ctx.db, 'SELECT balance FROM players WHERE id = ?', [id]);
    expect(Number(balance[0]?.balance)).toBe(5_000_00 + (half.after[backed] ?? 0));
    // a closed event has nothing to cash out
    const closed = await post(p, '/api/exchange/cash-out', { market: 'odds', amount: '-1000' });
    expect(closed.json).toEqual({ success: false, code: 'cash_out_unavailable', message: 'Cash out is not available now.' });
  });
});
