import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { BetsAnswer } from '../../src/api/contract/exchange-bets';
import { ladderStep } from '../../src/lib/price-ladder';
import { all, one } from '../../server/db/client';
import { ledgerSum } from '../../server/lib/ledger';
import { account, cricket, detail, dev, h, me, paisa, place, runners, soccer, useExchangeHarness } from './exchange-helpers';

useExchangeHarness();

/** The demo player's open bets to settle, placed through the API at the frozen prices. */
async function placeOpenBets() {
  const placed = async (body: Record<string, unknown>) => {
    const r = await place(body);
    if (r.status !== 201) throw new Error(`placing a bet failed: ${r.status} ${r.text}`);
  };
  // cricket match odds: a matched back, an unmatched back above the best price, a matched lay
  const [r0] = await runners(cricket);
  const best = r0?.ex.availableToBack[0]?.price ?? 0;
  await placed({ market: 'odds', selection_id: r0?.selectionId, side: 'back', odds: String(ladderStep(best, -2)), stake: '100' });
  await placed({ market: 'odds', selection_id: r0?.selectionId, side: 'back', odds: String(ladderStep(best, 3)), stake: '100' });
  await placed({ market: 'odds', selection_id: r0?.selectionId, side: 'lay', odds: String(r0?.ex.availableToLay[0]?.price), stake: '50' });
  // cricket bookmaker (second runner) and fancy (yes at the shown run)
  const d = await detail(cricket);
  const bm = Object.values(d.bookmaker)[0];
  const row = Array.isArray(bm?.runners) ? bm.runners[1] : undefined;
  await placed({ market: 'bookmaker', selection_id: row?.selectionId, side: 'back', odds: String(row?.backPrice), stake: '100' });
  const [fid, f] = Object.entries(d.fancy2)[0] ?? [];
  await placed({ market: 'fancy', selection_id: fid, side: 'back', odds: String(f?.yes_rate), run: Number(f?.yes), stake: '100' });
  // soccer match odds: a lay and a back on the same runner
  const [, s1] = await runners(soccer);
  const onSoccer = { event_id: soccer.EventId, market_id: soccer.MarketId, market: 'odds', selection_id: s1?.selectionId };
  await placed({ ...onSoccer, side: 'lay', odds: String(s1?.ex.availableToLay[0]?.price), stake: '100' });
  await placed({ ...onSoccer, side: 'back', odds: String(s1?.ex.availableToBack[0]?.price), stake: '100' });
}

describe('settlement', () => {
  beforeAll(placeOpenBets);

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
