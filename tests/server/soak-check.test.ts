import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { all } from '../../server/db/client';
import { actions, type Api, type SoakPlayer, setUpPlayer } from '../soak/actors';
import { checkInvariants } from '../soak/invariants';
import { type Harness, startHarness } from './harness';

/**
 * The soak's set-up, one action of each kind and its final check, once on the in-memory harness and
 * without kills (npm run soak does it for minutes with SIGKILLs): so neither rots unseen.
 */
let h: Harness;
let api: Api;
const players: Array<SoakPlayer & { id: number }> = [];
beforeAll(async () => {
  h = await startHarness();
  api = (method, path, opts) => h.req(method, path, opts);
  for (const tag of ['soaka', 'soakb']) {
    const p = await setUpPlayer(api, tag, 2000);
    const row = await all<{ id: number }>(h.ctx.db, 'SELECT id FROM players WHERE username = ?', [p.username]);
    players.push({ ...p, id: Number(row[0]?.id) });
  }
}, 60_000);
afterAll(() => h.close());

const check = () => checkInvariants(h.ctx.db, { playerIds: players.map((p) => p.id), openWindowMs: 60_000 });

describe('the soak on a small harness', () => {
  it('plays every kind of action; the books of every player then agree', async () => {
    const got: string[] = [];
    for (const p of players) {
      got.push(await actions.slot(api, p));
      got.push(await actions.crash(api, p, { holdMs: 0 }));
      got.push(await actions.exchange(api, p));
      got.push(await actions.deposit(api, p));
      got.push(await actions.withdraw(api, p));
    }
    expect(got.filter((g) => g === '200').length, got.join(', ')).toBeGreaterThan(0);
    const report = await check();
    expect(report.failures).toEqual([]);
    expect(report.counts['wallet debits']).toBeGreaterThanOrEqual(2);
    expect(report.counts['deposits settled']).toBeGreaterThanOrEqual(2);
  });

  it('names the player and the rows when a stake has no record, or a balance is not its ledger', async () => {
    const [a, b] = players as [SoakPlayer & { id: number }, SoakPlayer & { id: number }];
    await h.ctx.db.execute({ sql: 'DELETE FROM bet_records WHERE id = (SELECT MIN(id) FROM bet_records WHERE player_id = ?)', args: [a.id] });
    await h.ctx.db.execute({ sql: 'UPDATE players SET balance = balance + 1 WHERE id = ?', args: [b.id] });
    const report = await check();
    expect(report.failures.map((f) => [f.player, f.problem])).toEqual([
      [a.username, 'a stake without its betting record (or of another amount)'],
      [a.username, 'a settled round whose betting record is not settled'],
      [b.username, 'balance is not the sum of its ledger rows'],
    ]);
    expect(report.failures[0]?.rows).toHaveLength(1);
  });
});
