import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventAnswer, MatchOddsAnswer, SportEventsAnswer, type SportEventItem } from '../../src/api/contract/exchange';
import { PaymentMethodsAnswer } from '../../src/api/contract/funds';
import { BetsAnswer, ExchangeAccountAnswer, PlaceBetAnswer } from '../../src/api/contract/exchange-bets';
import { betTerms, groupBy, totalExposure } from '../../src/lib/exchange-book';
import { toBookBet } from '../../server/exchange/book';
import { ladderStep } from '../../src/lib/price-ladder';
import { all, one } from '../../server/db/client';
import { ledgerSum } from '../../server/lib/ledger';
import { freshPlayer } from './funds-helpers';
import { type Harness, type Session, startHarness } from './harness';

let h: Harness;
let me: Session;
let cricket: SportEventItem;
let soccer: SportEventItem;
let key = 0;
const idem = () => {
  key += 1;
  return `test-key-${Date.now()}-${key}`;
};

const dev = (body: unknown) => h.req('POST', '/api/dev/sports', { body });
const place = (body: Record<string, unknown>, token = me.token) =>
  h.req('POST', '/api/exchange/bets', { token, body: { idempotency_key: idem(), event_id: cricket.EventId, market_id: cricket.MarketId, ...body } });
const account = async () => v.parse(ExchangeAccountAnswer, (await h.req('GET', '/api/exchange/account', { token: me.token })).json);
const paisa = (s: string) => Math.round(Number(s) * 100);

async function runners(e: SportEventItem) {
  const [first] = v.parse(MatchOddsAnswer, (await h.req('GET', `/api/match-odds/${e.MarketId}`)).json);
  return first?.runners ?? [];
}
async function detail(e: SportEventItem) {
  const d = v.parse(EventAnswer, (await h.req('GET', `/api/event/${e.EventId}`)).json).data.items[e.EventId];
  if (!d) throw new Error('no event detail');
  return d;
}

beforeAll(async () => {
  h = await startHarness();
  me = await h.login();
  const list = async (sport: string) => v.parse(SportEventsAnswer, (await h.req('GET', `/api/sports-events/${sport}`)).json);
  const c = (await list('cricket')).find((x) => x.Status === 'inplay' && x.Fancy === 1 && x.Bookmaker === 1);
  const s = (await list('soccer')).find((x) => x.Status === 'inplay');
  if (!c || !s) throw new Error('no in-play events');
  cricket = c;
  soccer = s;
  // a frozen price clock and open rows: the prices the test reads are the prices the server checks
  await dev({ action: 'freeze', frozen: true });
  for (const index of [0, 1]) await dev({ action: 'set', eventId: cricket.EventId, bookmaker: { index, suspended: 0, ball_running: 0 } });
  for (const id of Object.keys((await detail(cricket)).fancy2))
    await dev({ action: 'set', eventId: cricket.EventId, fancy: { id, suspended: 0, ball_running: 0 } });
});
afterAll(() => h.close());

describe('placement', () => {
  it('refuses without a token, a stake under ৳10, and a suspended row', async () => {
    const [r0] = await runners(cricket);
    const base = { market: 'odds', selection_id: r0?.selectionId, side: 'back', odds: String(r0?.ex.availableToBack[0]?.price) };
    expect((await place({ ...base, stake: '100' }, '')).status).toBe(401);
    const small = await place({ ...base, stake: '9.99' });
    expect(small.status).toBe(422);
    expect(small.json.message).toBe('Minimum stake is ৳10.');
    const big = await place({ ...base, stake: '100000.01' });
    expect(big.json.message).toBe('Maximum stake is ৳1,00,000.');
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

describe('settlement', () => {
  it('settles match odds, bookmaker and fancy on the result, through the balance, once', async () => {
    const open = v.parse(BetsAnswer, (await h.req('GET', `/api/exchange/bets?status=open&event_id=${cricket.EventId}`, { token: me.token })).json).data;
    const matched = open.filter((b) => b.matched);
    expect(new Set(matched.map((b) => b.market))).toEqual(new Set(['odds', 'bookmaker', 'fancy']));
    const [r0] = await runners(cricket);
    const fancyBet = matched.find((b) => b.market === 'fancy');
    const runs = { [String(fancyBet?.selection_id)]: Number(fancyBet?.run) + 3 };
    const before = await account();
    await dev({ action: 'set', eventId: cricket.EventId, result: { winner: 0, runs } });
    const s = await dev({ action: 'set', eventId: cricket.EventId, status: 'closed' });
    expect(s.json.settled).toBe(open.length);
    const settled = v.parse(BetsAnswer, (await h.req('GET', `/api/exchange/bets?status=settled&event_id=${cricket.EventId}`, { token: me.token })).json).data;
    let expected = 0;
    for (const b of settled) {
      if (!b.matched) {
        expect(b.status).toBe('CANCELLED');
        continue;
      }
      const winnerBet = b.market === 'fancy' ? true : b.selection_id === r0?.selectionId;
      const won = b.bet_type === 'back' ? winnerBet : !winnerBet;
      expect(b.status).toBe(won ? 'WON' : 'LOST');
      const net = won ? paisa(b.potential_profit) : -paisa(b.potential_liability);
      expect(paisa(b.net_profit_loss)).toBe(net);
      expected += net;
    }
    const after = await account();
    expect(paisa(after.balance) - paisa(before.balance)).toBe(expected);
    // every taka of it is in the ledger: one row per won or lost bet, and the balance equals the rows' sum
    const pid = Number(me.remote_id);
    const rows = await all<{ amount: number; reference: string }>(
      h.ctx.db,
      // the seeded history's rows (EX7001..) are not this market's
      "SELECT amount, reference FROM ledger WHERE player_id = ? AND kind LIKE 'exchange%' AND reference NOT LIKE 'exchange:EX7001%'",
      [pid],
    );
    expect(rows.reduce((sum, r) => sum + Number(r.amount), 0)).toBe(expected);
    expect(rows).toHaveLength(settled.filter((b) => b.status === 'WON' || b.status === 'LOST').length);
    expect(await ledgerSum(h.ctx.db, pid)).toBe(paisa(after.balance));
    // and the settled stakes count as play (VIP points from settled stake)
    const vp = await one<{ n: number }>(h.ctx.db, "SELECT COUNT(*) AS n FROM vip_points WHERE player_id = ? AND source LIKE 'exchange:%'", [pid]);
    expect(Number(vp?.n)).toBeGreaterThan(0);
    // a second sweep settles nothing more
    expect((await dev({ action: 'tick' })).json.settled).toBe(0);
    const hub = await h.req('GET', `/api/exchange-hub?remote_id=${me.remote_id}`, { token: me.token });
    expect(hub.json.data.some((x: { transaction_id: string }) => x.transaction_id === settled[0]?.transaction_id)).toBe(true);
  });

  it('voids the bets of an abandoned event: nothing won or lost, exposure released', async () => {
    const before = await account();
    await dev({ action: 'set', eventId: soccer.EventId, result: { abandoned: true } });
    await dev({ action: 'set', eventId: soccer.EventId, status: 'closed' });
    const settled = v.parse(BetsAnswer, (await h.req('GET', `/api/exchange/bets?status=settled&event_id=${soccer.EventId}`, { token: me.token })).json).data;
    expect(settled.length).toBeGreaterThan(0);
    for (const b of settled) {
      expect(b.status).toBe('VOID');
      expect(b.net_profit_loss).toBe('0.00');
    }
    const after = await account();
    expect(after.balance).toBe(before.balance);
    expect(after.exposure).toBe('0.00');
  });
});

describe('seeded exchange records', () => {
  it('the demo player has no open bet without a market: each seeded bet is settled, and its win or loss is its ledger row', async () => {
    const demo = await one<{ id: number; balance: number }>(h.ctx.db, "SELECT id, balance FROM players WHERE username = 'demoplayer'");
    const pid = Number(demo?.id);
    const bets = await all<{ transaction_id: string; status: string; net_profit_loss: number; market_key: string | null }>(
      h.ctx.db,
      "SELECT * FROM exchange_records WHERE player_id = ? AND transaction_id LIKE 'EX7001%'",
      [pid],
    );
    expect(bets.length).toBeGreaterThan(0);
    for (const b of bets) {
      expect(['WON', 'LOST']).toContain(b.status);
      const row = await one<{ amount: number }>(h.ctx.db, 'SELECT amount FROM ledger WHERE player_id = ? AND reference = ?', [
        pid,
        `exchange:${b.transaction_id}`,
      ]);
      expect(Number(row?.amount)).toBe(Number(b.net_profit_loss));
    }
    expect(await ledgerSum(h.ctx.db, pid)).toBe(Number(demo?.balance));
  });
});
