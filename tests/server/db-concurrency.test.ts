import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { inTx, openDb } from '../../server/db/client';

const dir = mkdtempSync(join(tmpdir(), 'takaplay-db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The server answers many players at once from one SQLite file through a pool of connections:
// a write transaction must not make the requests beside it fail with SQLITE_BUSY (a 500 to the player).
it('write transactions, reads and single writes side by side on a file database all succeed', async () => {
  const db = openDb(`file:${join(dir, 'busy.db')}`);
  await db.execute('CREATE TABLE wallet (id INTEGER PRIMARY KEY, balance INTEGER NOT NULL)');
  await db.execute('INSERT INTO wallet (id, balance) VALUES (1, 0)');
  await db.execute('CREATE TABLE hits (id INTEGER PRIMARY KEY, at TEXT NOT NULL)');
  const writes = Array.from({ length: 40 }, () =>
    inTx(db, async (tx) => {
      const row = (await tx.execute('SELECT balance FROM wallet WHERE id = 1')).rows[0];
      await tx.execute({ sql: 'UPDATE wallet SET balance = ? WHERE id = 1', args: [Number(row?.balance) + 1] });
    }),
  );
  const reads = Array.from({ length: 40 }, () => db.execute('SELECT balance FROM wallet WHERE id = 1'));
  const plainWrites = Array.from({ length: 40 }, (_, i) => db.execute({ sql: 'INSERT INTO hits (at) VALUES (?)', args: [String(i)] }));
  const results = await Promise.allSettled([...writes, ...reads, ...plainWrites]);
  const failures = results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason));
  expect(failures).toEqual([]);
  expect(Number((await db.execute('SELECT balance FROM wallet WHERE id = 1')).rows[0]?.balance)).toBe(40);
  expect(Number((await db.execute('SELECT COUNT(*) AS n FROM hits')).rows[0]?.n)).toBe(40);
  db.close();
});
