import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { all } from '../../server/db/client';
import { sweep } from '../../server/provider/recovery';
import type { Provider } from '../../server/provider/rounds';
import { walletClient } from '../../server/provider/wallet-client';
import { type Harness, startHarness } from './harness';
import { ledgerMismatches, PROVIDER, playerInGame, SECRET, wallet } from './wallet-helpers';

/**
 * What a crash leaves between a round's debit and its close, as the provider's table and the wallet
 * hold it afterwards: the sweep finishes each such round once, paid if its debit was accepted, rolled
 * back if the debit's fate is unknown. (tests/server/crash-recovery.test.ts does it with a real kill.)
 */
let h: Harness;
let p: Provider;
beforeAll(async () => {
  h = await startHarness();
  const app = createApp(h.ctx);
  p = {
    db: h.ctx.db,
    seed: 'recovery-seed',
    wallet: walletClient({ providerId: PROVIDER, secret: SECRET, baseUrl: () => '', fetch: (req) => Promise.resolve(app.fetch(req)) }),
  };
});
afterAll(() => h.close());

const balanceOf = async (playerId: number) =>
  Number((await all<{ balance: number }>(h.ctx.db, 'SELECT balance FROM players WHERE id = ?', [playerId]))[0]?.balance);
const statusOf = async (id: string) => (await all<{ status: string }>(h.ctx.db, 'SELECT status FROM provider_rounds WHERE id = ?', [id]))[0]?.status;
const ledgerOf = (playerId: number, kind: string) => all(h.ctx.db, 'SELECT amount FROM ledger WHERE player_id = ? AND kind = ?', [playerId, kind]);

/** A provider round as a crash left it: its state, its decided win, started 20 s ago. */
async function leftRound(id: string, session: string, status: 'opening' | 'open', win: number) {
  await h.ctx.db.execute({
    sql: "INSERT INTO provider_rounds (id, session_token, game, stake, outcome, win, status, started_at) VALUES (?, ?, 'slot', 1000, '{}', ?, ?, ?)",
    args: [id, session, win, status, new Date(Date.now() - 20_000).toISOString()],
  });
}
const debitOf = (id: string, session: string) => wallet(h, 'debit', { session, round_id: id, transaction_id: `${id}:d`, amount: '10.00' });

describe('the sweep finishes what a crash left open', () => {
  it('a round whose debit was accepted is paid its decided win once, also after the player logged out', async () => {
    const g = await playerInGame(h, 100_00);
    await leftRound('rec-paid', g.session, 'open', 45_00);
    expect((await debitOf('rec-paid', g.session)).json.status).toBe('OK');
    await h.req('POST', '/api/logout', { token: g.token });
    await sweep(p);
    await sweep(p);
    expect(await statusOf('rec-paid')).toBe('settled');
    expect(await balanceOf(g.playerId)).toBe(100_00 - 10_00 + 45_00);
    expect(await ledgerOf(g.playerId, 'win')).toEqual([{ amount: 45_00 }]);
    const rec = await all(h.ctx.db, 'SELECT status, bet_amount, win_amount FROM bet_records WHERE player_id = ?', [g.playerId]);
    expect(rec).toEqual([{ status: 'settled', bet_amount: 10_00, win_amount: 45_00 }]);
  });

  it('a round whose debit landed but whose answer was lost is rolled back: the stake returns with a ledger row', async () => {
    const g = await playerInGame(h, 100_00);
    await leftRound('rec-landed', g.session, 'opening', 0);
    expect((await debitOf('rec-landed', g.session)).json.status).toBe('OK');
    await sweep(p);
    await sweep(p);
    expect(await statusOf('rec-landed')).toBe('cancelled');
    expect(await balanceOf(g.playerId)).toBe(100_00);
    expect(await ledgerOf(g.playerId, 'rollback')).toEqual([{ amount: 10_00 }]);
    expect(await all(h.ctx.db, 'SELECT id FROM bet_records WHERE player_id = ?', [g.playerId])).toEqual([]);
  });

  it('a round whose debit never arrived is cancelled with a tombstone: the late debit is refused', async () => {
    const g = await playerInGame(h, 100_00);
    await leftRound('rec-lost', g.session, 'opening', 0);
    await sweep(p);
    expect(await statusOf('rec-lost')).toBe('cancelled');
    expect((await debitOf('rec-lost', g.session)).json.status).toBe('DEBIT_ROLLED_BACK');
    expect(await balanceOf(g.playerId)).toBe(100_00);
    expect(await ledgerMismatches(h)).toEqual([]);
  });

  it('leaves a round of a request still in flight alone', async () => {
    const g = await playerInGame(h, 100_00);
    await h.ctx.db.execute({
      sql: "INSERT INTO provider_rounds (id, session_token, game, stake, outcome, win, status, started_at) VALUES ('rec-live', ?, 'slot', 1000, '{}', 0, 'opening', ?)",
      args: [g.session, new Date().toISOString()],
    });
    await sweep(p);
    expect(await statusOf('rec-live')).toBe('opening');
  });
});
