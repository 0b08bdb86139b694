import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { all } from '../../server/db/client';
import { CRASH_EDGE, crashPoint, slotRtp } from '../../server/provider/games';
import { draw } from '../../server/provider/rng';
import { type Harness, startHarness } from './harness';
import { ledgerMismatches, playerInGame } from './wallet-helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const play = (path: string, body: Record<string, unknown>) => h.req('POST', `/api/provider/${path}`, { body });
const balanceOf = async (playerId: number) =>
  Number((await all<{ balance: number }>(h.ctx.db, 'SELECT balance FROM players WHERE id = ?', [playerId]))[0]?.balance);
const paisa = (wire: string) => Math.round(Number(wire) * 100);

describe('the games’ mathematics', () => {
  it('slot returns 96.06 % exactly; crash keeps 3 % at every cash-out target', () => {
    expect(slotRtp()).toBeCloseTo(0.9606, 4);
    const n = 200_000;
    for (const target of [1.5, 2, 5]) {
      let survived = 0;
      for (let i = 0; i < n; i++) if (crashPoint((i + 0.5) / n) > target) survived++;
      expect((survived / n) * target).toBeCloseTo(1 - CRASH_EDGE, 2);
    }
  });

  it('draws the same numbers for the same seed and round, others for another round', () => {
    expect(draw('seed', 'round-1', 0)).toBe(draw('seed', 'round-1', 0));
    expect(draw('seed', 'round-1', 0)).not.toBe(draw('seed', 'round-2', 0));
    expect(draw('seed', 'round-1', 0)).not.toBe(draw('other', 'round-1', 0));
  });
});

describe('slot rounds through the wallet', () => {
  it('five rounds: balance = start - stakes + wins, each a settled record with the same amounts', async () => {
    const p = await playerInGame(h, 1_000_00);
    let wins = 0;
    for (let i = 0; i < 5; i++) {
      const r = await play('slot/spin', { session: p.session, stake: 50, request_id: `five-round-${i}` });
      expect(r.status, r.text).toBe(200);
      expect(r.json.reels).toHaveLength(3);
      wins += paisa(r.json.win);
      expect(paisa(r.json.balance)).toBe(await balanceOf(p.playerId));
    }
    expect(await balanceOf(p.playerId)).toBe(1_000_00 - 5 * 50_00 + wins);
    const recs = await all<{ status: string; bet_amount: number; win_amount: number }>(
      h.ctx.db,
      'SELECT status, bet_amount, win_amount FROM bet_records WHERE player_id = ?',
      [p.playerId],
    );
    expect(recs).toHaveLength(5);
    expect(recs.every((r) => r.status === 'settled' && r.bet_amount === 50_00)).toBe(true);
    expect(recs.reduce((s, r) => s + r.win_amount, 0)).toBe(wins);
    expect(await ledgerMismatches(h)).toEqual([]);
  });

  it('a request sent twice plays one round; a stake off the list or above the balance is refused', async () => {
    const p = await playerInGame(h, 60_00);
    // before any round: a round's win is drawn, and a big one (777 on a stake of 10) would cover 500
    const broke = await play('slot/spin', { session: p.session, stake: 500, request_id: 'too-much-1' });
    expect(broke.status).toBe(402);
    expect(broke.json.message).toBe('Insufficient balance.');
    const [a, b] = await Promise.all([
      play('slot/spin', { session: p.session, stake: 10, request_id: 'twice-0001' }),
      play('slot/spin', { session: p.session, stake: 10, request_id: 'twice-0001' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await all(h.ctx.db, 'SELECT id FROM bet_records WHERE player_id = ?', [p.playerId])).toHaveLength(1);
    expect((await play('slot/spin', { session: p.session, stake: 30, request_id: 'odd-stake-1' })).status).toBe(422);
  });
});

describe('crash rounds', () => {
  const crashGame = { code: 'SPRIBE-CRASH-001', type: 'CRASH', platform: 'SPRIBE' };

  it('a round stays unsettled until cash-out, and a cash-out credits once', async () => {
    const p = await playerInGame(h, 100_00, crashGame);
    // a round id whose crash point is high enough to cash out at once
    let bet: Awaited<ReturnType<typeof play>> | undefined;
    for (let i = 0; i < 20 && !bet; i++) {
      const r = await play('crash/bet', { session: p.session, stake: 10, request_id: `crash-ok-${i}` });
      const point = JSON.parse(
        String((await all<{ outcome: string }>(h.ctx.db, 'SELECT outcome FROM provider_rounds WHERE id = ?', [r.json.round_id]))[0]?.outcome),
      ).point;
      if (point >= 1.5) bet = r;
      else await play('crash/cashout', { session: p.session, round_id: r.json.round_id });
    }
    if (!bet) throw new Error('no round with a crash point of 1.5 or more in 20');
    const open = await all(h.ctx.db, "SELECT status FROM bet_records WHERE player_id = ? AND status = 'unsettled'", [p.playerId]);
    expect(open).toHaveLength(1);
    const before = await balanceOf(p.playerId);
    const outs = await Promise.all([1, 2, 3].map(() => play('crash/cashout', { session: p.session, round_id: bet.json.round_id })));
    const wins = outs.map((o) => o.json.win);
    expect(outs.every((o) => o.status === 200)).toBe(true);
    expect(new Set(wins).size).toBe(1);
    expect(await balanceOf(p.playerId)).toBe(before + paisa(wins[0]));
    expect(await all(h.ctx.db, "SELECT id FROM bet_records WHERE player_id = ? AND status = 'unsettled'", [p.playerId])).toEqual([]);
  });

  it('refuses a cash-out after the crash point, and the round settles as lost', async () => {
    const p = await playerInGame(h, 100_00, crashGame);
    const r = await play('crash/bet', { session: p.session, stake: 10, request_id: 'crash-late-1' });
    await h.ctx.db.execute({
      sql: 'UPDATE provider_rounds SET started_at = ? WHERE id = ?',
      args: [new Date(Date.now() - 60_000).toISOString(), r.json.round_id],
    });
    const late = await play('crash/cashout', { session: p.session, round_id: r.json.round_id });
    expect(late.status).toBe(409);
    expect(late.json.code).toBe('CRASHED');
    expect(await balanceOf(p.playerId)).toBe(90_00);
    const rec = await all(h.ctx.db, 'SELECT status, win_amount FROM bet_records WHERE player_id = ?', [p.playerId]);
    expect(rec).toEqual([{ status: 'settled', win_amount: 0 }]);
  });
});
