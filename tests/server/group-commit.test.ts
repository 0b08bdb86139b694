import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { type Db, inTx, openDb } from '../../server/db/client';
import { Connection } from '../../server/db/driver';

const dir = mkdtempSync(join(tmpdir(), 'takaplay-group-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What another process would read from the file now: only what is committed. */
const committed = (file: string) => {
  const c = new Connection(file);
  try {
    return c.run('SELECT n FROM t ORDER BY n').rows.map((r) => Number(r.n));
  } finally {
    c.close();
  }
};

async function fresh(name: string): Promise<{ db: Db; file: string }> {
  const file = join(dir, `${name}.db`);
  const db = openDb(`file:${file}`);
  await db.execute('CREATE TABLE t (n INTEGER PRIMARY KEY)');
  return { db, file };
}

it('a write is answered only once it is committed: transactions waiting meanwhile share its commit', async () => {
  const { db, file } = await fresh('shared');
  let releaseB!: () => void;
  const bHeld = new Promise<void>((r) => (releaseB = r));
  const order: string[] = [];
  const a = inTx(db, async (tx) => {
    await tx.execute({ sql: 'INSERT INTO t (n) VALUES (?)', args: [1] });
  }).then(() => order.push('a answered'));
  const b = inTx(db, async (tx) => {
    await tx.execute({ sql: 'INSERT INTO t (n) VALUES (?)', args: [2] });
    await bHeld;
  }).then(() => order.push('b answered'));
  // b runs after a in the same group: a is not answered, and nothing is on disk, while b is open
  await new Promise((r) => setTimeout(r, 50));
  expect(order).toEqual([]);
  expect(committed(file)).toEqual([]);
  releaseB();
  await Promise.all([a, b]);
  expect(order.sort()).toEqual(['a answered', 'b answered']);
  expect(committed(file)).toEqual([1, 2]);
  db.close();
});

it('a transaction that fails in a group rolls back alone; the others of its group commit', async () => {
  const { db, file } = await fresh('alone');
  const results = await Promise.allSettled([
    inTx(db, (tx) => tx.execute({ sql: 'INSERT INTO t (n) VALUES (?)', args: [1] })),
    inTx(db, async (tx) => {
      await tx.execute({ sql: 'INSERT INTO t (n) VALUES (?)', args: [2] });
      throw new Error('refused');
    }),
    inTx(db, async (tx) => {
      await tx.execute({ sql: 'INSERT INTO t (n) VALUES (?)', args: [3] });
      await tx.execute({ sql: 'INSERT INTO t (n) VALUES (?)', args: [1] }); // a duplicate key
    }),
    db.execute({ sql: 'INSERT INTO t (n) VALUES (?)', args: [4] }),
    db.batch([
      { sql: 'INSERT INTO t (n) VALUES (?)', args: [5] },
      { sql: 'INSERT INTO t (n) VALUES (?)', args: [4] }, // a duplicate key: the batch stands or falls whole
    ]),
  ]);
  expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled', 'rejected']);
  expect(committed(file)).toEqual([1, 4]);
  // the writer goes on after the failures
  await inTx(db, (tx) => tx.execute({ sql: 'INSERT INTO t (n) VALUES (?)', args: [6] }));
  expect(committed(file)).toEqual([1, 4, 6]);
  db.close();
});

it('a schema change between queries is seen by statements prepared before it', async () => {
  const { db } = await fresh('schema');
  await db.execute({ sql: 'INSERT INTO t (n) VALUES (?)', args: [1] });
  expect(Object.keys((await db.execute('SELECT * FROM t')).rows[0] ?? {})).toEqual(['n']);
  await db.executeMultiple("ALTER TABLE t ADD COLUMN label TEXT DEFAULT 'x';");
  expect((await db.execute('SELECT * FROM t')).rows[0]).toEqual({ n: 1, label: 'x' });
  db.close();
});
