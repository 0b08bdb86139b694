import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@libsql/client';
import { Connection, type InArgs, type InStatement, type ResultSet } from './driver';
import { groupWriter, type Tx } from './group-commit';
import { serialized } from './serialize';

export type { InArgs, ResultSet, Tx };
export type Row = Record<string, unknown>;

/** The database as the server uses it: statements, write transactions, batches, migrations. */
export interface Db {
  execute(stmt: InStatement): Promise<ResultSet>;
  /** statements that stand or fall together, in one write transaction (the only mode there is) */
  batch(stmts: InStatement[], mode?: 'write'): Promise<ResultSet[]>;
  /** several statements in one text (migrations) */
  executeMultiple(sql: string): Promise<void>;
  /** a write transaction: the caller must commit, roll back or close it (inTx does) */
  transaction(mode?: 'write'): Promise<Tx>;
  close(): void;
  readonly closed: boolean;
}

const isRead = (sql: string) => /^\s*SELECT\b/i.test(sql);
/** Statements that change rows (the rest, schema changes and pragmas, run between write groups). */
const isRowWrite = (sql: string) => /^\s*(INSERT|UPDATE|DELETE|REPLACE|WITH)\b/i.test(sql);

function pathOf(url: string): string {
  if (url === ':memory:' || url === 'file::memory:') return ':memory:';
  if (url.startsWith('file://')) return fileURLToPath(url);
  return url.startsWith('file:') ? url.slice(5) : url;
}

/**
 * A database file (or :memory:). All writes go through one writer connection with group commit
 * (group-commit.ts); on a file in WAL mode plain reads go to a second connection that sees the last
 * commit, so they never wait behind a write. A libsql server's URL (libsql://, http://) goes through
 * @libsql/client, one statement or transaction at a time (serialize.ts).
 */
export function openDb(url: string): Db {
  if (!url.startsWith('file:') && url !== ':memory:') return serialized(createClient({ url, concurrency: 1 })) as unknown as Db;
  const path = pathOf(url);
  const memory = path === ':memory:' || path.includes('mode=memory');
  if (!memory) mkdirSync(dirname(path), { recursive: true });
  const writer = new Connection(path);
  const reader = memory ? undefined : new Connection(path);
  if (reader) {
    writer.run('PRAGMA journal_mode = WAL');
    for (const c of [writer, reader]) c.run('PRAGMA busy_timeout = 5000');
  }
  const forget = () => {
    writer.forget();
    reader?.forget();
  };
  const group = groupWriter(writer, forget);
  const execute = async (stmt: InStatement): Promise<ResultSet> => {
    const sql = typeof stmt === 'string' ? stmt : stmt.sql;
    if (reader && isRead(sql)) return reader.run(stmt);
    if (isRowWrite(sql) || isRead(sql)) return (await group.write([stmt]))[0] as ResultSet;
    return group.alone(() => writer.run(stmt));
  };
  return {
    execute,
    batch: (stmts) => group.write(stmts),
    executeMultiple: (sql) => group.alone(() => writer.exec(sql)),
    transaction: () => group.transaction(),
    close: () => {
      group.flush();
      writer.close();
      reader?.close();
    },
    get closed() {
      return !writer.raw.open;
    },
  };
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

/** Runs fn in a write transaction; rolls back on any error. Resolves once the work is on disk. */
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
