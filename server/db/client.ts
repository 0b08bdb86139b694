import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Client, createClient, type InArgs, type Transaction } from '@libsql/client';
import { serialized } from './serialize';

export type Db = Client;
export type Tx = Transaction;
export type Row = Record<string, unknown>;

export function openDb(url: string): Db {
  const file = url.startsWith('file:') && !url.includes(':memory:');
  if (!file) return serialized(createClient({ url, concurrency: 1 }));
  mkdirSync(dirname(url.startsWith('file://') ? fileURLToPath(url) : url.slice(5)), { recursive: true });
  // writes take turns on one connection (serialize.ts says why); in WAL mode plain reads go to a second
  // connection that sees the last commit, so they never wait behind a write transaction
  const writer = createClient({ url, concurrency: 1 });
  const reader = createClient({ url, concurrency: 1 });
  const ready = (async () => {
    await writer.execute('PRAGMA journal_mode = WAL');
    for (const c of [writer, reader]) await c.execute('PRAGMA busy_timeout = 5000');
  })();
  return serialized(writer, reader, ready);
}

/** First row of a query, typed by the caller. */
export async function one<T extends Row>(db: Db | Tx, sql: string, args: InArgs = []): Promise<T | undefined> {
  const r = await db.execute({ sql, args });
  return r.rows[0] as unknown as T | undefined;
}

export async function all<T extends Row>(db: Db | Tx, sql: string, args: InArgs = []): Promise<T[]> {
  const r = await db.execute({ sql, args });
  return r.rows as unknown as T[];
}

export async function run(db: Db | Tx, sql: string, args: InArgs = []): Promise<{ changes: number; lastId: number }> {
  const r = await db.execute({ sql, args });
  return { changes: r.rowsAffected, lastId: Number(r.lastInsertRowid ?? 0) };
}

/** Runs fn in a write transaction; rolls back on any error. */
export async function inTx<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const tx = await db.transaction('write');
  try {
    const out = await fn(tx);
    await tx.commit();
    return out;
  } catch (e) {
    await tx.rollback();
    throw e;
  } finally {
    tx.close();
  }
}
