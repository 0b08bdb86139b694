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

it('a file database runs in WAL mode with a busy timeout, and a read does not wait behind an open write transaction', async () => {
  const db = openDb(`file:${join(dir, 'wal.db')}`);
  await db.execute('CREATE TABLE t (n INTEGER)');
  expect(String((await db.execute('PRAGMA journal_mode')).rows[0]?.journal_mode)).toBe('wal');
  expect(Number((await db.execute('PRAGMA busy_timeout')).rows[0]?.timeout)).toBe(5000);
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const tx = inTx(db, async (t) => {
    await t.execute('INSERT INTO t (n) VALUES (1)');
    await held;
  });
  const read = db.execute('SELECT COUNT(*) AS n FROM t');
  const timeout = new Promise<'waited'>((r) => setTimeout(() => r('waited'), 1000));
  const first = await Promise.race([read.then((r) => Number(r.rows[0]?.n)), timeout]);
  // the read sees the last commit (no row yet), without waiting for the transaction to end
  expect(first).toBe(0);
  release();
  await tx;
  expect(Number((await db.execute('SELECT COUNT(*) AS n FROM t')).rows[0]?.n)).toBe(1);
  db.close();
});
