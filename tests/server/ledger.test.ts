import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { all, inTx } from '../../server/db/client';
import { applyLedger, LedgerError, ledgerSum } from '../../server/lib/ledger';
import { freshPlayer } from './funds-helpers';
import { type Harness, startHarness } from './harness';
import { approvedStake } from './stake-helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

/** Every player's main and bonus balances against the sums of their ledger rows. */
async function mismatches(): Promise<unknown[]> {
  return all(
    h.ctx.db,
    `SELECT p.id, p.balance, p.bonus_balance,
            (SELECT COALESCE(SUM(amount), 0) FROM ledger l WHERE l.player_id = p.id AND l.wallet = 'main') AS main_sum,
            (SELECT COALESCE(SUM(amount), 0) FROM ledger l WHERE l.player_id = p.id AND l.wallet = 'bonus') AS bonus_sum
       FROM players p WHERE p.balance <> main_sum OR p.bonus_balance <> bonus_sum`,
  );
}

async function idOf(username: string): Promise<number> {
  const rows = await all<{ id: number }>(h.ctx.db, 'SELECT id FROM players WHERE username = ?', [username]);
  return Number(rows[0]?.id);
}

describe('the ledger', () => {
  it('books the seeded balances as opening rows: every balance equals the sum of its rows', async () => {
    expect(await mismatches()).toEqual([]);
    const demo = await idOf('demoplayer');
    expect(await ledgerSum(h.ctx.db, demo)).toBe(5_000_00);
  });

  it('refuses to go below zero and books nothing then', async () => {
    const p = await freshPlayer(h, { balance: 50_00 });
    const id = await idOf(p.username);
    const err = await inTx(h.ctx.db, async (tx) =>
      applyLedger(tx, { playerId: id, kind: 'bet', amount: -50_01, stake: await approvedStake(tx, id, 50_01) }),
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LedgerError);
    expect((err as LedgerError).code).toBe('insufficient');
    const rows = await all(h.ctx.db, 'SELECT kind, amount, balance_after FROM ledger WHERE player_id = ? ORDER BY id', [id]);
    expect(rows).toEqual([{ kind: 'adjustment', amount: 50_00, balance_after: 50_00 }]);
  });

  it("books a stake only with the stake rule's approval of that player and at least that amount", async () => {
    const p = await freshPlayer(h, { balance: 100_00 });
    const other = await freshPlayer(h, { balance: 100_00 });
    const id = await idOf(p.username);
    const otherId = await idOf(other.username);
    const book = (approvedFor: number, approvedAmount: number, amount: number) =>
      inTx(h.ctx.db, async (tx) =>
        applyLedger(tx, { playerId: id, kind: 'bet', amount: -amount, stake: await approvedStake(tx, approvedFor, approvedAmount) }),
      ).catch((e: unknown) => e);
    expect(await book(otherId, 10_00, 10_00)).toBeInstanceOf(Error);
    expect(await book(id, 10_00, 10_01)).toBeInstanceOf(Error);
    expect(await ledgerSum(h.ctx.db, id)).toBe(100_00);
    expect(await book(id, 10_00, 10_00)).toMatchObject({ balanceAfter: 90_00 });
  });

  it('books a reference once per kind', async () => {
    const p = await freshPlayer(h, { balance: 10_00 });
    const id = await idOf(p.username);
    await inTx(h.ctx.db, (tx) => applyLedger(tx, { playerId: id, kind: 'win', amount: 5_00, reference: `t:${id}` }));
    const again = await inTx(h.ctx.db, (tx) => applyLedger(tx, { playerId: id, kind: 'win', amount: 5_00, reference: `t:${id}` })).catch((e: unknown) => e);
    expect((again as LedgerError).code).toBe('duplicate');
    expect(await ledgerSum(h.ctx.db, id)).toBe(15_00);
  });

  it('a thousand random operations in parallel batches: never negative, always the sum of rows', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await idOf((await freshPlayer(h, { balance: 200_00 })).username));
    let seed = 42;
    const rand = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const kinds = ['bet', 'bet', 'withdrawal', 'win', 'rollback'] as const;
    let refused = 0;
    for (let batch = 0; batch < 20; batch++) {
      const ops = Array.from({ length: 50 }, () => {
        const playerId = ids[Math.floor(rand() * ids.length)] ?? 0;
        const kind = kinds[Math.floor(rand() * kinds.length)] ?? 'bet';
        const size = 1 + Math.floor(rand() * 400_00);
        const amount = kind === 'bet' || kind === 'withdrawal' ? -size : size;
        return inTx(h.ctx.db, async (tx) =>
          applyLedger(tx, kind === 'bet' ? { playerId, kind, amount, stake: await approvedStake(tx, playerId, -amount) } : { playerId, kind, amount }),
        ).catch((e: unknown) => {
          if (!(e instanceof LedgerError) || e.code !== 'insufficient') throw e;
          refused++;
        });
      });
      await Promise.all(ops);
      expect(await mismatches()).toEqual([]);
    }
    const negative = await all(h.ctx.db, 'SELECT id FROM ledger WHERE balance_after < 0');
    expect(negative).toEqual([]);
    // the walk goes below zero often enough that the refusal is exercised
    expect(refused).toBeGreaterThan(0);
  });
});
