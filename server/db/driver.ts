import Database from 'libsql';

/** What a column holds as the server reads it (integers as numbers: amounts are paisa, far below 2^53). */
export type Value = null | string | number | bigint | ArrayBuffer;
export type InValue = Value | boolean | Uint8Array | Date;
export type InArgs = InValue[] | Record<string, InValue>;
export type InStatement = string | { sql: string; args?: InArgs };
export type Row = Record<string, Value>;

export interface ResultSet {
  columns: string[];
  rows: Row[];
  /** rows a write changed (0 for a statement that answers rows, RETURNING included) */
  rowsAffected: number;
  /** undefined for a statement that answers rows */
  lastInsertRowid: bigint | undefined;
}

type Statement = ReturnType<InstanceType<typeof Database>['prepare']>;

interface Prepared {
  stmt: Statement;
  /** the statement answers rows (a SELECT, a RETURNING) */
  reader: boolean;
  /** each column name once, with its position: the first of two same-named columns wins */
  names: Array<[string, number]>;
  columns: string[];
}

/** Distinct SQL texts kept prepared; past this the cache starts again (IN lists make texts vary). */
const MAX_PREPARED = 500;

function toSql(v: InValue): unknown {
  if (v === undefined) throw new TypeError('undefined cannot be passed as argument to the database');
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (v instanceof ArrayBuffer) return Buffer.from(v);
  if (v instanceof Date) return v.valueOf();
  return v;
}

function fromSql(v: unknown): Value {
  if (v instanceof Uint8Array) return v.buffer.slice(v.byteOffset, v.byteOffset + v.byteLength) as ArrayBuffer;
  return v as Value;
}

function bindArgs(args: InArgs | undefined): unknown[] | Record<string, unknown> {
  if (!args) return [];
  if (Array.isArray(args)) return args.map(toSql);
  const named: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(args)) named[k[0] === '@' || k[0] === '$' || k[0] === ':' ? k.slice(1) : k] = toSql(v);
  return named;
}

/** The statement's column names, each name once: the first of two same-named columns wins. */
function nameColumns(p: Prepared): void {
  p.columns = p.stmt.columns().map((c) => c.name);
  const seen = new Set<string>();
  p.names = [];
  p.columns.forEach((name, i) => {
    if (!seen.has(name)) p.names.push([name, i]);
    seen.add(name);
  });
}

/**
 * One SQLite connection whose statements are prepared once per SQL text and kept: preparing (parsing
 * and planning) cost as much as running a small query. Calls are synchronous, as SQLite's are.
 */
export class Connection {
  private readonly prepared = new Map<string, Prepared>();
  readonly raw: InstanceType<typeof Database>;

  constructor(path: string) {
    this.raw = new Database(path);
  }

  private prepare(sql: string): Prepared {
    const found = this.prepared.get(sql);
    if (found) return found;
    const stmt = this.raw.prepare(sql);
    const reader = stmt.reader;
    if (reader) stmt.raw(true);
    if (this.prepared.size >= MAX_PREPARED) this.prepared.clear();
    const p: Prepared = { stmt, reader, names: [], columns: [] };
    if (reader) nameColumns(p);
    this.prepared.set(sql, p);
    return p;
  }

  run(statement: InStatement): ResultSet {
    const sql = typeof statement === 'string' ? statement : statement.sql;
    const p = this.prepare(sql);
    const args = bindArgs(typeof statement === 'string' ? undefined : statement.args);
    if (!p.reader) {
      const info = p.stmt.run(args);
      return { columns: [], rows: [], rowsAffected: info.changes, lastInsertRowid: BigInt(info.lastInsertRowid) };
    }
    const raw = p.stmt.all(args) as unknown[][];
    // a schema change by the other connection shows only once the statement runs (SQLite prepares
    // it again then): its columns are read again
    if (raw.length > 0 && raw[0]?.length !== p.columns.length) nameColumns(p);
    const rows = raw.map((values) => {
      const row: Row = {};
      for (const [name, i] of p.names) row[name] = fromSql(values[i]);
      return row;
    });
    return { columns: p.columns, rows, rowsAffected: 0, lastInsertRowid: undefined };
  }

  /** Several statements in one text (migrations); the schema may change, so prepared statements are dropped. */
  exec(sql: string): void {
    this.prepared.clear();
    this.raw.exec(sql);
  }

  /** After a statement that may change the schema: a kept statement's columns could be stale, and this
   * connection reads the new schema before it prepares again */
  forget(): void {
    this.prepared.clear();
    this.raw.prepare('SELECT 1 FROM sqlite_schema LIMIT 1').all();
  }

  get inTransaction(): boolean {
    return this.raw.inTransaction;
  }

  close(): void {
    this.prepared.clear();
    if (this.raw.open) this.raw.close();
  }
}
