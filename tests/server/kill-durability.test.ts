import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { all, openDb } from '../../server/db/client';
import { fundedPlayer, session, signedRequest } from '../bench/wallet';
import { type ServerProcess, startServer } from '../soak/server-process';

/**
 * Group commit answers a write only after the commit that carries it: a real server process killed
 * with SIGKILL while 40 wallet debits are in flight at once keeps every debit it answered OK (its
 * ledger row and its wallet row), and its books still add up.
 */
const dir = join('tests', '.artifacts', `kill-durability-${process.pid}`);
const databaseFile = join(dir, 'app.db');
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

it('SIGKILL during concurrent debits: every debit answered OK is in the ledger afterwards', async () => {
  mkdirSync(dir, { recursive: true });
  server = await startServer({ databaseFile, distDir: dir });
  const base = server.url;
  const game = await session(base, await fundedPlayer(base, 5_000));
  const answered: string[] = [];
  let n = 0;
  let killed = false;
  const debitLoop = async () => {
    while (!killed) {
      const id = `kill-${++n}`;
      try {
        const res = await fetch(`${base}/api/wallet/debit`, {
          method: 'POST',
          ...signedRequest({ session: game, round_id: id, transaction_id: `${id}:d`, amount: '1.00' }),
        });
        if ((await res.json()).status === 'OK') answered.push(`${id}:d`);
      } catch {
        return; // the connection died with the server
      }
    }
  };
  const loops = Array.from({ length: 40 }, debitLoop);
  while (answered.length < 150) await new Promise((r) => setTimeout(r, 5));
  killed = true;
  await server.stop('SIGKILL');
  await Promise.all(loops);

  const db = openDb(`file:${databaseFile}`);
  try {
    const booked = new Set(
      (await all<{ reference: string }>(db, "SELECT reference FROM ledger WHERE kind = 'bet'")).map((r) => r.reference.replace(/^takaplay-demo:/, '')),
    );
    const stored = new Set(
      (await all<{ transaction_id: string }>(db, "SELECT transaction_id FROM wallet_transactions WHERE kind = 'debit'")).map((r) => r.transaction_id),
    );
    expect(answered.filter((t) => !booked.has(t) || !stored.has(t))).toEqual([]);
    const [player] = await all<{ id: number; balance: number }>(
      db,
      'SELECT p.id, p.balance FROM players p JOIN ledger l ON l.player_id = p.id WHERE l.reference = ?',
      [`takaplay-demo:${answered[0]}`],
    );
    const [sum] = await all<{ s: number }>(db, "SELECT SUM(amount) AS s FROM ledger WHERE player_id = ? AND wallet = 'main'", [player?.id ?? 0]);
    expect(Number(sum?.s)).toBe(Number(player?.balance));
  } finally {
    db.close();
  }
}, 120_000);
