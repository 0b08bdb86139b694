import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { all } from '../../server/db/client';
import { type Harness, startHarness } from './harness';
import { launch, ledgerMismatches, playerInGame, wallet } from './wallet-helpers';

/**
 * Every wallet call is bound: to its round's player and session (a rollback also to its debit's
 * amount), and to a time window. A call that does not match is refused with a code and changes nothing.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const balanceOf = async (playerId: number) =>
  Number((await all<{ balance: number }>(h.ctx.db, 'SELECT balance FROM players WHERE id = ?', [playerId]))[0]?.balance);
const recordsOf = (playerId: number) => all(h.ctx.db, 'SELECT status, bet_amount, win_amount FROM bet_records WHERE player_id = ?', [playerId]);
const walletRows = () => all(h.ctx.db, 'SELECT transaction_id, state FROM wallet_transactions ORDER BY transaction_id');

/** Player B with a ৳30 debit standing on round `round`, and player A beside, both in a game. */
async function twoPlayers(round: string) {
  const a = await playerInGame(h, 100_00);
  const b = await playerInGame(h, 100_00);
  const d = await wallet(h, 'debit', { session: b.session, round_id: round, transaction_id: `${round}:d`, amount: '30.00' });
  expect(d.json.status).toBe('OK');
  return { a, b };
}

describe("a call is refused unless it matches its round's player and session", () => {
  it("a credit for B's round with A's session pays nobody and leaves B's record as it was", async () => {
    const { a, b } = await twoPlayers('bind-credit');
    const rows = await walletRows();
    const forged = await wallet(h, 'credit', { session: a.session, round_id: 'bind-credit', transaction_id: 'bind-credit:c', amount: '500.00' });
    expect(forged.status).toBe(409);
    expect(forged.json.status).toBe('ROUND_MISMATCH');
    expect(await balanceOf(a.playerId)).toBe(100_00);
    expect(await recordsOf(b.playerId)).toEqual([{ status: 'unsettled', bet_amount: 30_00, win_amount: 0 }]);
    expect(await walletRows()).toEqual(rows);
    // the round's own session still settles it
    const own = await wallet(h, 'credit', { session: b.session, round_id: 'bind-credit', transaction_id: 'bind-credit:c', amount: '50.00' });
    expect(own.json).toMatchObject({ status: 'OK', balance: '120.00' });
  });

  it("a rollback of B's debit with A's session refunds nobody and leaves B's debit standing", async () => {
    const { a, b } = await twoPlayers('bind-rb');
    const rows = await walletRows();
    const body = { round_id: 'bind-rb', transaction_id: 'bind-rb:r', ref_transaction_id: 'bind-rb:d', amount: '30.00' };
    const forged = await wallet(h, 'rollback', { ...body, session: a.session });
    expect(forged.json.status).toBe('ROUND_MISMATCH');
    // A's own round id, B's debit: the debit is not of that round
    const crossed = await wallet(h, 'rollback', { ...body, session: a.session, round_id: 'a-own-round' });
    expect(crossed.json.status).toBe('ROUND_MISMATCH');
    expect(await balanceOf(a.playerId)).toBe(100_00);
    expect(await balanceOf(b.playerId)).toBe(70_00);
    expect(await recordsOf(b.playerId)).toEqual([{ status: 'unsettled', bet_amount: 30_00, win_amount: 0 }]);
    expect(await walletRows()).toEqual(rows);
    const own = await wallet(h, 'rollback', { ...body, session: b.session });
    expect(own.json).toMatchObject({ status: 'OK', balance: '100.00' });
  });

  it('a rollback must name its debit’s amount', async () => {
    const { b } = await twoPlayers('bind-amt');
    const wrong = await wallet(h, 'rollback', {
      session: b.session,
      round_id: 'bind-amt',
      transaction_id: 'bind-amt:r',
      ref_transaction_id: 'bind-amt:d',
      amount: '300.00',
    });
    expect(wrong.status).toBe(409);
    expect(wrong.json.status).toBe('AMOUNT_MISMATCH');
    expect(await balanceOf(b.playerId)).toBe(70_00);
    expect(
      (await wallet(h, 'rollback', { session: b.session, round_id: 'bind-amt', transaction_id: 'bind-amt:r2', ref_transaction_id: 'bind-amt:d' })).json.status,
    ).toBe('INVALID_REQUEST');
  });

  it("a debit into B's round with A's session is refused: B's stake stays what B staked", async () => {
    const { a, b } = await twoPlayers('bind-debit');
    const forged = await wallet(h, 'debit', { session: a.session, round_id: 'bind-debit', transaction_id: 'bind-debit:d2', amount: '40.00' });
    expect(forged.json.status).toBe('ROUND_MISMATCH');
    expect(await balanceOf(a.playerId)).toBe(100_00);
    expect(await recordsOf(b.playerId)).toEqual([{ status: 'unsettled', bet_amount: 30_00, win_amount: 0 }]);
    expect(await recordsOf(a.playerId)).toEqual([]);
  });

  it("the same player's other game session cannot settle a round it did not open", async () => {
    const { b } = await twoPlayers('bind-own');
    const login = await h.ctx.db.execute({ sql: 'SELECT username FROM players WHERE id = ?', args: [b.playerId] });
    const again = await h.login(String(login.rows[0]?.username), 'abc12345');
    const second = await launch(h, again);
    const credit = await wallet(h, 'credit', { session: second, round_id: 'bind-own', transaction_id: 'bind-own:c', amount: '90.00' });
    expect(credit.json.status).toBe('ROUND_MISMATCH');
    expect(await balanceOf(b.playerId)).toBe(70_00);
    expect(await ledgerMismatches(h)).toEqual([]);
  });
});

describe('signed calls carry their time', () => {
  const MIN = 60_000;

  it('refuses a call signed more than a few minutes ago or ahead, applying nothing', async () => {
    const p = await playerInGame(h, 100_00);
    const body = { session: p.session, round_id: 'ts-1', transaction_id: 'ts-1:d', amount: '10.00' };
    for (const skew of [-6 * MIN, 6 * MIN]) {
      const r = await wallet(h, 'debit', { ...body, timestamp: Date.now() + skew });
      expect(r.status).toBe(401);
      expect(r.json.status).toBe('TIMESTAMP_OUT_OF_WINDOW');
    }
    const unstamped = await wallet(h, 'balance', { session: p.session, timestamp: undefined });
    expect(unstamped.json.status).toBe('INVALID_REQUEST');
    expect(await balanceOf(p.playerId)).toBe(100_00);
    // within the window, either way
    expect((await wallet(h, 'debit', { ...body, timestamp: Date.now() - 2 * MIN })).json.status).toBe('OK');
    expect(await balanceOf(p.playerId)).toBe(90_00);
  });

  it('a retry with a fresh timestamp answers the stored answer; the old signed call replayed later is refused', async () => {
    const p = await playerInGame(h, 100_00);
    const body = { session: p.session, round_id: 'ts-2', transaction_id: 'ts-2:d', amount: '10.00' };
    const first = await wallet(h, 'debit', { ...body, timestamp: Date.now() - 4 * MIN });
    const retry = await wallet(h, 'debit', { ...body, timestamp: Date.now() });
    expect(retry.json).toEqual(first.json);
    expect(await balanceOf(p.playerId)).toBe(90_00);
    const replay = await wallet(h, 'debit', { ...body, timestamp: Date.now() - 10 * MIN });
    expect(replay.json.status).toBe('TIMESTAMP_OUT_OF_WINDOW');
  });
});
