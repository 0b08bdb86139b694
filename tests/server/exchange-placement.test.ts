import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PaymentMethodsAnswer } from '../../src/api/contract/funds';
import { ExchangeAccountAnswer, PlaceBetAnswer } from '../../src/api/contract/exchange-bets';
import { betTerms, groupBy, totalExposure } from '../../src/lib/exchange-book';
import { toBookBet } from '../../server/exchange/book';
import { ladderStep } from '../../src/lib/price-ladder';
import { all, one } from '../../server/db/client';
import { freshPlayer } from './funds-helpers';
import { account, cricket, detail, dev, h, idem, me, paisa, place, runners, soccer, useExchangeHarness } from './exchange-helpers';

useExchangeHarness();

describe('placement', () => {
  it('refuses without a token, a stake under ৳10, and a suspended row', async () => {
    const [r0] = await runners(cricket);
    const base = { market: 'odds', selection_id: r0?.selectionId, side: 'back', odds: String(r0?.ex.availableToBack[0]?.price) };
    expect((await place({ ...base, stake: '100' }, '')).status).toBe(401);
    const small = await place({ ...base, stake: '9.99' });
    expect(small.status).toBe(422);
    expect(small.json.message).toBe('Minimum stake is ৳ 10.00.');
    const big = await place({ ...base, stake: '100000.01' });
    expect(big.json.message).toBe('Maximum stake is ৳ 1,00,000.00.');
    const bm = Object.values((await detail(cricket)).bookmaker)[0];
    const row = Array.isArray(bm?.runners) ? bm.runners[0] : undefined;
    await dev({ action: 'set', eventId: cricket.EventId, bookmaker: { index: 0, ball_running: 1 } });
    const susp = await place({ market: 'bookmaker', selection_id: row?.selectionId, side: 'back', odds: String(row?.backPrice), stake: '100' });
    expect(susp.status).toBe(409);
    expect(susp.json.message).toBe('Market suspended.');
    await dev({ action: 'set', eventId: cricket.EventId, bookmaker: { index: 0, ball_running: 0 } });
  });

  it('matches match odds at the asked price or better, else leaves the bet unmatched', async () => {
    const [r0] = await runners(cricket);
    const best = r0?.ex.availableToBack[0]?.price ?? 0;
    const worse = await place({ market: 'odds', selection_id: r0?.selectionId, side: 'back', odds: String(ladderStep(best, -2)), stake: '100' });
    expect(worse.status).toBe(201);
    const a = v.parse(PlaceBetAnswer, worse.json);
    expect(a.message).toBe('Bet placed.');
    expect(a.bet.matched).toBe(true);
    expect(Number(a.bet.odds)).toBe(best);
    const higher = await place({ market: 'odds', selection_id: r0?.selectionId, side: 'back', odds: String(ladderStep(best, 3)), stake: '100' });
    expect(v.parse(PlaceBetAnswer, higher.json).bet.matched).toBe(false);
    const layAt = r0?.ex.availableToLay[0]?.price ?? 0;
    const lay = await place({ market: 'odds', selection_id: r0?.selectionId, side: 'lay', odds: String(layAt), stake: '50' });
    expect(v.parse(PlaceBetAnswer, lay.json).bet.matched).toBe(true);
  });

  it('refuses a bookmaker or fancy price that moved against the player with the new price, and takes a better one', async () => {
    const bm = Object.values((await detail(cricket)).bookmaker)[0];
    const row = Array.isArray(bm?.runners) ? bm.runners[1] : undefined;
    const back = Number(row?.backPrice);
    const moved = await place({ market: 'bookmaker', selection_id: row?.selectionId, side: 'back', odds: String(back + 5), stake: '100' });
    expect(moved.status).toBe(409);
    expect(moved.json).toMatchObject({ message: 'Odds changed.', odds: String(back) });
    const better = await place({ market: 'bookmaker', selection_id: row?.selectionId, side: 'back', odds: String(back - 5), stake: '100' });
    expect(better.status).toBe(201);
    expect(better.json.bet.odds).toBe(String(back));
    const [fid, f] = Object.entries((await detail(cricket)).fancy2)[0] ?? [];
    const yesMoved = await place({ market: 'fancy', selection_id: fid, side: 'back', odds: String(f?.yes_rate), run: Number(f?.yes) - 1, stake: '100' });
    expect(yesMoved.json).toMatchObject({ message: 'Odds changed.', run: f?.yes });
    const yes = await place({ market: 'fancy', selection_id: fid, side: 'back', odds: String(f?.yes_rate), run: Number(f?.yes), stake: '100' });
    expect(yes.status).toBe(201);
    expect(yes.json.bet.run).toBe(String(f?.yes));
  });

  it('holds the worst case of a market as exposure and refuses what the balance cannot cover', async () => {
    const [, r1] = await runners(soccer);
    const before = await account();
    const odds = r1?.ex.availableToLay[0]?.price ?? 0;
    const body = { event_id: soccer.EventId, market_id: soccer.MarketId, market: 'odds', selection_id: r1?.selectionId, side: 'lay', odds: String(odds) };
    await place({ ...body, stake: '100' });
    const liability = betTerms('odds', 'lay', 100_00, odds).liability;
    expect(paisa((await account()).exposure) - paisa(before.exposure)).toBe(liability);
    // backing the same runner for the same stake at a higher price hedges the lay: the worst case shrinks
    await place({ ...body, side: 'back', odds: String(r1?.ex.availableToBack[0]?.price), stake: '100' });
    const hedged = await account();
    expect(paisa(hedged.exposure) - paisa(before.exposure)).toBeLessThan(liability);
    expect(paisa(hedged.available)).toBe(paisa(hedged.balance) - paisa(hedged.exposure));
    // a bet on another market adds its whole worst case
    const [c0] = await runners(cricket);
    const tooMuch = await place({ market: 'odds', selection_id: c0?.selectionId, side: 'back', odds: '1.01', stake: String(Number(hedged.available) + 1) });
    expect(tooMuch.json.message).toBe('Insufficient balance.');
  });

  it('sums open bets into the same exposure as bet by bet, reading only the open bets index', async () => {
    const p = await freshPlayer(h, { balance: 50_000_00 });
    const [r0, r1] = await runners(soccer);
    const odds = { event_id: soccer.EventId, market_id: soccer.MarketId, market: 'odds' };
    const bets = [
      { selection_id: r0?.selectionId, side: 'back', odds: String(r0?.ex.availableToBack[0]?.price), stake: '100' },
      { selection_id: r0?.selectionId, side: 'back', odds: String(r0?.ex.availableToBack[0]?.price), stake: '250' },
      { selection_id: r1?.selectionId, side: 'lay', odds: String(r1?.ex.availableToLay[0]?.price), stake: '80' },
      { selection_id: r1?.selectionId, side: 'back', odds: String(ladderStep(r1?.ex.availableToBack[0]?.price ?? 2, 6)), stake: '40' },
      { selection_id: r0?.selectionId, side: 'lay', odds: '1.01', stake: '30' },
    ];
    for (const b of bets) expect((await place({ ...odds, ...b }, p.token)).status).toBe(201);
    // the worst case of each market from its bets one by one, as they stand in the table
    const pid = Number((await one(h.ctx.db, 'SELECT id FROM players WHERE username = ?', [p.username]))?.id);
    const rows = await all(h.ctx.db, "SELECT * FROM exchange_records WHERE player_id = ? AND status = 'open'", [pid]);
    expect(rows.some((r) => Number(r.matched) === 0)).toBe(true);
    const byMarket = groupBy(rows.map(toBookBet), (b) => b.marketKey);
    const got = await h.req('GET', '/api/exchange/account', { token: p.token });
    expect(paisa(v.parse(ExchangeAccountAnswer, got.json).exposure)).toBe(totalExposure(byMarket));
    const plan = await all(
      h.ctx.db,
      "EXPLAIN QUERY PLAN SELECT market_key FROM exchange_records WHERE player_id = ? AND status = 'open' AND market_key IS NOT NULL",
      [pid],
    );
    expect(plan.map((r) => String(r.detail)).join(' ')).toContain('exchange_records_open_player');
  });

  it('applies one bet for 20 identical requests sent at once', async () => {
    const [r0] = await runners(cricket);
    const body = {
      idempotency_key: idem(),
      event_id: cricket.EventId,
      market_id: cricket.MarketId,
      market: 'odds',
      selection_id: r0?.selectionId,
      side: 'back',
      odds: '1.01',
      stake: '10',
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => h.req('POST', '/api/exchange/bets', { token: me.token, body })));
    const ids = new Set(answers.map((a) => a.json.bet.transaction_id));
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
  });

  it('cancels an unmatched bet once and frees its exposure', async () => {
    const [r0] = await runners(cricket);
    const best = r0?.ex.availableToBack[0]?.price ?? 0;
    const before = await account();
    const waiting = v.parse(
      PlaceBetAnswer,
      (await place({ market: 'odds', selection_id: r0?.selectionId, side: 'back', odds: String(ladderStep(best, 5)), stake: '200' })).json,
    );
    expect(waiting.bet.matched).toBe(false);
    expect(paisa((await account()).exposure)).toBeGreaterThan(paisa(before.exposure));
    const path = `/api/exchange/bets/${waiting.bet.transaction_id}/cancel`;
    const first = await h.req('POST', path, { token: me.token });
    expect(first.status).toBe(200);
    expect(first.json.bet.status).toBe('CANCELLED');
    expect((await account()).exposure).toBe(before.exposure);
    expect((await h.req('POST', path, { token: me.token })).status).toBe(409);
  });

  it('keeps the exposure of open bets out of reach of a withdrawal and of a game stake', async () => {
    const p = await freshPlayer(h, { balance: 1_000_00, dofb: '1990-05-15' });
    const [r0] = await runners(soccer);
    const odds = r0?.ex.availableToLay[0]?.price ?? 0;
    const bet = {
      event_id: soccer.EventId,
      market_id: soccer.MarketId,
      market: 'odds',
      selection_id: r0?.selectionId,
      side: 'lay',
      odds: String(odds),
      stake: '100',
    };
    expect((await place(bet, p.token)).json.message).toBe('Bet placed.');
    const held = v.parse(ExchangeAccountAnswer, (await h.req('GET', '/api/exchange/account', { token: p.token })).json);
    expect(paisa(held.exposure)).toBeGreaterThan(0);
    const methods = v.parse(PaymentMethodsAnswer, (await h.req('GET', '/api/payment-methods')).json);
    const bkash = (Array.isArray(methods) ? methods : methods.pgs).find((m) => m.name === 'bKash' && m.account_type === 'Personal');
    const withdraw = (amount: string) =>
      h.req('POST', '/api/submit-withdraw', {
        token: p.token,
        body: { remote_id: p.remote_id, account_number: p.phone, amount, payment_id: bkash?.id, provider: 'bKash' },
      });
    // the whole balance would leave a losing bet unpaid: refused; what is available goes
    const all = await withdraw(held.balance.split('.')[0] ?? '0');
    expect(all.json.message).toBe('Insufficient balance.');
    const some = await withdraw(String(Math.floor(paisa(held.available) / 100)));
    expect(some.json.message).toBe('Withdrawal successful!');
    const after = v.parse(ExchangeAccountAnswer, (await h.req('GET', '/api/exchange/account', { token: p.token })).json);
    expect(paisa(after.balance)).toBeGreaterThanOrEqual(paisa(after.exposure));
  });
});
