import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Client, createClient, type InArgs, type Transaction } from '@libsql/client';
import { serialized } from './serialize';

export type Db = Client;
export type Tx = Transaction;
export type Row = Record<string, unknown>;

export function openDb(url: string): Db {
  if (url.startsWith('file:') && !url.includes(':memory:')) {
    mkdirSync(dirname(url.startsWith('file://') ? fileURLToPath(url) : url.slice(5)), { recursive: true });
  }
  // one connection, used by one request at a time (serialize.ts says why)
  const db = serialized(createClient({ url, concurrency: 1 }));
  // write-ahead log (kept by the file): a commit appends to the log instead of rewriting pages and
  // readers never wait for a writer; it took a money call at 50 concurrent players from seconds to ms
  if (url.startsWith('file:') && !url.includes(':memory:')) void db.execute('PRAGMA journal_mode = WAL').catch(() => {});
  return db;
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
