import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RgSessionAnswer } from '../../src/api/contract/responsible';
import { inTx } from '../../server/db/client';
import { applyLedger } from '../../server/lib/ledger';
import { freshPlayer } from './funds-helpers';
import { at, HOUR, h, type P, playerId, setLimits, state, T0, useResponsibleHarness } from './responsible-helpers';
import { approvedStake } from './stake-helpers';
import { playerInGame, wallet } from './wallet-helpers';

useResponsibleHarness();

describe('loss limits', () => {
  /** A round as the ledger books it: the stake out, the win back (paisa), at a time on the frozen calendar. */
  const round = (p: P, stake: number, win: number, at = T0) =>
    inTx(h.ctx.db, async (tx) => {
      await applyLedger(tx, {
        playerId: playerId(p),
        kind: 'bet',
        amount: -stake,
        at: new Date(at).toISOString(),
        stake: await approvedStake(tx, playerId(p), stake, at),
      });
      if (win > 0) await applyLedger(tx, { playerId: playerId(p), kind: 'win', amount: win, at: new Date(at).toISOString() });
    });

  it('counts stakes minus wins from the ledger: a stake that reaches the limit passes, one paisa more is refused', async () => {
    at(0);
    const p = await freshPlayer(h, { balance: 1_000_00 });
    await setLimits(p, 'loss', { daily: '100', weekly: '500' });
    await round(p, 60_00, 10_00); // net loss 50.00
    await expect(approvedStake(h.ctx.db, playerId(p), 50_00, T0)).resolves.toMatchObject({ atRisk: 50_00 });
    await expect(approvedStake(h.ctx.db, playerId(p), 50_01, T0)).rejects.toThrow('You have reached your daily loss limit.');
    const daily = (await state(p)).loss_limits.find((l) => l.period === 'daily');
    expect(daily).toMatchObject({ used: '50.00', left: '50.00' });
    const session = v.parse(RgSessionAnswer, (await h.req('GET', '/api/responsible-gaming/session', { token: p.token })).json);
    expect(session.net).toBe('-50.00');
    expect((await setLimits(p, 'loss', { monthly: '100' })).status).toBe(422);
    expect((await state(p)).loss_limits.map((l) => l.period)).toEqual(['daily', 'weekly']);
  });

  it('yesterday counts for the week, not the day; a win lowers the net loss', async () => {
    at(0);
    const p = await freshPlayer(h, { balance: 2_000_00 });
    await round(p, 450_00, 0, T0 - 24 * HOUR);
    await setLimits(p, 'loss', { daily: '300', weekly: '500' });
    await expect(approvedStake(h.ctx.db, playerId(p), 50_00, T0)).resolves.toMatchObject({ atRisk: 50_00 });
    await expect(approvedStake(h.ctx.db, playerId(p), 50_01, T0)).rejects.toThrow('You have reached your weekly loss limit.');
    await round(p, 10_00, 110_00);
    await expect(approvedStake(h.ctx.db, playerId(p), 150_00, T0)).resolves.toMatchObject({ atRisk: 150_00 });
  });

  it('a game launch is refused once the limit is reached', async () => {
    at(0);
    const p = await freshPlayer(h, { balance: 500_00 });
    await setLimits(p, 'loss', { daily: '100' });
    await round(p, 100_00, 0);
    const r = await h.req('POST', '/api/game-run', {
      token: p.token,
      body: { userId: p.remote_id, externalURL: 'http://127.0.0.1', isMobileLogin: true, gameCode: 'JILI-SLOT-001', gameType: 'SLOT', platform: 'JILI' },
    });
    expect(r.status).toBe(403);
    expect(r.json.message).toBe('You have reached your daily loss limit.');
  });
});

describe('loss limits at the wallet', () => {
  it("a round's debit that could pass the limit is refused with the message and books nothing; reaching it exactly passes", async () => {
    at(0);
    const p = await playerInGame(h, 500_00);
    await setLimits(p, 'loss', { daily: '100' });
    const debit = (round: string, amount: string) => wallet(h, 'debit', { session: p.session, round_id: round, transaction_id: `${round}-d`, amount });
    expect((await debit('rg-1', '60.00')).json.status).toBe('OK');
    expect((await wallet(h, 'credit', { session: p.session, round_id: 'rg-1', transaction_id: 'rg-1-c', amount: '0.00' })).json.status).toBe('OK');
    const over = await debit('rg-2', '40.01');
    expect(over.json).toMatchObject({ status: 'PLAYER_BLOCKED', message: 'You have reached your daily loss limit.' });
    expect((await state(p)).loss_limits.find((l) => l.period === 'daily')).toMatchObject({ used: '60.00', left: '40.00' });
    expect((await debit('rg-3', '40.00')).json.status).toBe('OK');
    expect((await debit('rg-4', '0.01')).json.status).toBe('PLAYER_BLOCKED');
    expect((await h.req('POST', '/api/balance', { token: p.token })).json.balance).toBe('400.00');
  });
});
