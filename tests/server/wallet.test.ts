import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { all } from '../../server/db/client';
import { type Harness, startHarness } from './harness';
import { ledgerMismatches, playerInGame, wallet } from './wallet-helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const balanceOf = async (playerId: number) =>
  Number((await all<{ balance: number }>(h.ctx.db, 'SELECT balance FROM players WHERE id = ?', [playerId]))[0]?.balance);

describe('wallet API: signature and session', () => {
  it('refuses a bad signature, an unknown session and a bad body, applying nothing', async () => {
    const p = await playerInGame(h, 100_00);
    const body = { session: p.session, round_id: 'r-sig', transaction_id: 'sig-1', amount: '10.00' };
    const forged = await wallet(h, 'debit', body, 'not-the-secret');
    expect(forged.status).toBe(401);
    expect(forged.json.status).toBe('INVALID_SIGNATURE');
    const unknown = await wallet(h, 'debit', { ...body, session: 'no-such-session' });
    expect(unknown.json.status).toBe('SESSION_NOT_FOUND');
    const bad = await wallet(h, 'debit', { ...body, amount: '-5' });
    expect(bad.json.status).toBe('INVALID_REQUEST');
    expect(await balanceOf(p.playerId)).toBe(100_00);
  });

  it('ends a session after 30 idle minutes, and refuses a suspended player', async () => {
    const p = await playerInGame(h, 100_00);
    const stale = new Date(Date.now() - 31 * 60_000).toISOString();
    await h.ctx.db.execute({ sql: 'UPDATE game_sessions SET created_at = ?, last_seen_at = ? WHERE player_id = ?', args: [stale, stale, p.playerId] });
    const expired = await wallet(h, 'debit', { session: p.session, round_id: 'r-exp', transaction_id: 'exp-1', amount: '10.00' });
    expect(expired.status).toBe(401);
    expect(expired.json.status).toBe('SESSION_EXPIRED');
    const q = await playerInGame(h, 100_00);
    await h.ctx.db.execute({ sql: "UPDATE players SET status = 'suspended' WHERE id = ?", args: [q.playerId] });
    const blocked = await wallet(h, 'debit', { session: q.session, round_id: 'r-blk', transaction_id: 'blk-1', amount: '10.00' });
    expect(blocked.json.status).toBe('PLAYER_BLOCKED');
    expect(await balanceOf(p.playerId)).toBe(100_00);
    expect(await balanceOf(q.playerId)).toBe(100_00);
  });

  it('answers session and balance with the player, the game and the balance', async () => {
    const p = await playerInGame(h, 123_45);
    const s = await wallet(h, 'session', { session: p.session });
    expect(s.json).toMatchObject({ status: 'OK', balance: '123.45', player: p.username, currency: 'BDT', game: { code: 'JILI-SLOT-001', type: 'SLOT' } });
    expect((await wallet(h, 'balance', { session: p.session })).json).toEqual({ status: 'OK', balance: '123.45' });
  });
});

describe('wallet API: money', () => {
  it('applies the same debit sent 20 times in parallel once, answering each the first result', async () => {
    const p = await playerInGame(h, 100_00);
    const body = { session: p.session, round_id: 'r-par', transaction_id: 'par-1', amount: '10.00' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => wallet(h, 'debit', body)));
    for (const a of answers) expect(a.json).toMatchObject({ status: 'OK', balance: '90.00', transaction_id: 'par-1' });
    expect(await balanceOf(p.playerId)).toBe(90_00);
    const rows = await all(h.ctx.db, "SELECT amount FROM ledger WHERE player_id = ? AND kind = 'bet'", [p.playerId]);
    expect(rows).toEqual([{ amount: -10_00 }]);
  });

  it('refuses a debit above the balance whole ("Insufficient balance."), and concurrent debits never overdraw', async () => {
    const p = await playerInGame(h, 100_00);
    const big = await wallet(h, 'debit', { session: p.session, round_id: 'r-big', transaction_id: 'big-1', amount: '100.01' });
    expect(big.status).toBe(402);
    expect(big.json).toMatchObject({ status: 'INSUFFICIENT_FUNDS', message: 'Insufficient balance.', balance: '100.00' });
    const debits = await Promise.all(
      Array.from({ length: 15 }, (_, i) => wallet(h, 'debit', { session: p.session, round_id: `r-c${i}`, transaction_id: `c-${i}`, amount: '10.00' })),
    );
    expect(debits.filter((d) => d.json.status === 'OK')).toHaveLength(10);
    expect(debits.filter((d) => d.json.status === 'INSUFFICIENT_FUNDS')).toHaveLength(5);
    expect(await balanceOf(p.playerId)).toBe(0);
    expect(await ledgerMismatches(h)).toEqual([]);
  });

  it('credits a round once, refuses a credit without a debit or after the round closed', async () => {
    const p = await playerInGame(h, 100_00);
    await wallet(h, 'debit', { session: p.session, round_id: 'r-win', transaction_id: 'w-d', amount: '20.00' });
    const win = await wallet(h, 'credit', { session: p.session, round_id: 'r-win', transaction_id: 'w-c', amount: '50.00' });
    expect(win.json).toMatchObject({ status: 'OK', balance: '130.00' });
    expect((await wallet(h, 'credit', { session: p.session, round_id: 'r-win', transaction_id: 'w-c', amount: '50.00' })).json.balance).toBe('130.00');
    const late = await wallet(h, 'credit', { session: p.session, round_id: 'r-win', transaction_id: 'w-c2', amount: '50.00' });
    expect(late.json.status).toBe('ROUND_CLOSED');
    const orphan = await wallet(h, 'credit', { session: p.session, round_id: 'r-none', transaction_id: 'o-c', amount: '5.00' });
    expect(orphan.json.status).toBe('DEBIT_NOT_FOUND');
    expect(await balanceOf(p.playerId)).toBe(130_00);
    const rec = await all(h.ctx.db, 'SELECT status, bet_amount, win_amount FROM bet_records WHERE player_id = ?', [p.playerId]);
    expect(rec).toEqual([{ status: 'settled', bet_amount: 20_00, win_amount: 50_00 }]);
  });

  it('rolls a debit back once; a credit after it and a second rollback are refused', async () => {
    const p = await playerInGame(h, 100_00);
    await wallet(h, 'debit', { session: p.session, round_id: 'r-rb', transaction_id: 'rb-d', amount: '30.00' });
    const back = await wallet(h, 'rollback', { session: p.session, round_id: 'r-rb', transaction_id: 'rb-r', ref_transaction_id: 'rb-d', amount: '30.00' });
    expect(back.json).toMatchObject({ status: 'OK', balance: '100.00' });
    const again = await wallet(h, 'rollback', { session: p.session, round_id: 'r-rb', transaction_id: 'rb-r2', ref_transaction_id: 'rb-d', amount: '30.00' });
    expect(again.json.status).toBe('DEBIT_ROLLED_BACK');
    const credit = await wallet(h, 'credit', { session: p.session, round_id: 'r-rb', transaction_id: 'rb-c', amount: '10.00' });
    expect(credit.json.status).toBe('DEBIT_ROLLED_BACK');
    expect(await balanceOf(p.playerId)).toBe(100_00);
    expect(await all(h.ctx.db, 'SELECT id FROM bet_records WHERE player_id = ?', [p.playerId])).toEqual([]);
  });

  it('a rollback before its debit leaves a tombstone: the late debit is refused', async () => {
    const p = await playerInGame(h, 100_00);
    const early = await wallet(h, 'rollback', { session: p.session, round_id: 'r-t', transaction_id: 't-r', ref_transaction_id: 't-d', amount: '10.00' });
    expect(early.json).toMatchObject({ status: 'DEBIT_NOT_FOUND', balance: '100.00' });
    const late = await wallet(h, 'debit', { session: p.session, round_id: 'r-t', transaction_id: 't-d', amount: '10.00' });
    expect(late.json.status).toBe('DEBIT_ROLLED_BACK');
    expect(await balanceOf(p.playerId)).toBe(100_00);
    expect(await ledgerMismatches(h)).toEqual([]);
  });

  it('refuses a transaction id reused for another operation', async () => {
    const p = await playerInGame(h, 100_00);
    await wallet(h, 'debit', { session: p.session, round_id: 'r-x', transaction_id: 'x-1', amount: '10.00' });
    const reuse = await wallet(h, 'debit', { session: p.session, round_id: 'r-x', transaction_id: 'x-1', amount: '20.00' });
    expect(reuse.json.status).toBe('TRANSACTION_CONFLICT');
    expect(await balanceOf(p.playerId)).toBe(90_00);
  });
});
