import type { Connection, InStatement, ResultSet } from './driver';

/** A write transaction as its holder sees it; commit resolves once the work is on disk. */
export interface Tx {
  execute(stmt: InStatement): Promise<ResultSet>;
  batch(stmts: InStatement[]): Promise<ResultSet[]>;
  commit(): Promise<void>;
  rollback(): Promise<void>;
  /** rolls back unless committed */
  close(): void;
  readonly closed: boolean;
}

type Settle = { resolve: () => void; reject: (e: unknown) => void };
type Job =
  | { kind: 'tx'; start: (tx: Tx) => void }
  /** statements that stand or fall together (a batch, or one write) */
  | { kind: 'write'; stmts: InStatement[]; resolve: (r: ResultSet[]) => void; reject: (e: unknown) => void }
  /** schema changes, pragmas, migrations: run between groups, never inside one */
  | { kind: 'alone'; run: () => unknown; resolve: (r: unknown) => void; reject: (e: unknown) => void };

/** Most units of work one commit carries: past this, the group commits and the next one starts. */
const MAX_GROUP = 64;

/** The group of units in the open SQLite transaction, and the answers that wait for its commit. */
interface Group {
  conn: Connection;
  waiting: Settle[];
  open: boolean;
  /** units in the open group */
  size: number;
}

function failGroup(g: Group, e: unknown) {
  const w = g.waiting;
  g.waiting = [];
  g.open = false;
  for (const s of w) s.reject(e);
}

function commitGroup(g: Group) {
  if (!g.open) return;
  try {
    g.conn.run('COMMIT');
  } catch (e) {
    try {
      if (g.conn.inTransaction) g.conn.run('ROLLBACK');
    } catch {
      /* the connection reports the first error */
    }
    failGroup(g, e);
    return;
  }
  const w = g.waiting;
  g.waiting = [];
  g.open = false;
  for (const s of w) s.resolve();
}

/** Undoes a unit's savepoint; when SQLite already ended the whole transaction, the group fails. */
function undoUnit(g: Group) {
  if (!g.conn.inTransaction) return failGroup(g, new Error('The write transaction was rolled back.'));
  g.conn.run('ROLLBACK TO unit');
  g.conn.run('RELEASE unit');
}

/** A write transaction's unit: its handle runs statements in the unit's savepoint; it ends when the holder commits, rolls back or closes. */
function runTx(g: Group, job: Extract<Job, { kind: 'tx' }>) {
  const { conn } = g;
  return new Promise<void>((ended) => {
    conn.run('SAVEPOINT unit');
    let done = false;
    const finish = () => {
      done = true;
      ended();
    };
    const live = () => {
      if (done) throw new Error('The transaction is closed.');
      if (!conn.inTransaction) throw new Error('The write transaction was rolled back.');
    };
    const abandon = () => {
      if (done) return;
      undoUnit(g);
      finish();
    };
    job.start({
      execute: async (stmt) => {
        live();
        return conn.run(stmt);
      },
      batch: async (stmts) => {
        live();
        return stmts.map((s) => conn.run(s));
      },
      commit: () => {
        try {
          live();
          conn.run('RELEASE unit');
        } catch (e) {
          abandon();
          return Promise.reject(e);
        }
        const onDisk = new Promise<void>((resolve, reject) => g.waiting.push({ resolve, reject }));
        finish();
        return onDisk;
      },
      rollback: async () => abandon(),
      close: abandon,
      get closed() {
        return done;
      },
    });
  });
}

/** A batch or one write: its statements stand or fall together in the unit's savepoint. */
function runWrite(g: Group, job: Extract<Job, { kind: 'write' }>) {
  g.conn.run('SAVEPOINT unit');
  try {
    const out = job.stmts.map((s) => g.conn.run(s));
    g.conn.run('RELEASE unit');
    g.waiting.push({ resolve: () => job.resolve(out), reject: job.reject });
  } catch (e) {
    undoUnit(g);
    job.reject(e);
  }
}

/** Schema changes, pragmas, migrations: the open group commits first, then the job runs on its own. */
function runAlone(g: Group, job: Extract<Job, { kind: 'alone' }>, afterSchemaChange: () => void) {
  commitGroup(g);
  try {
    job.resolve(job.run());
  } catch (e) {
    job.reject(e);
  }
  afterSchemaChange();
}

/**
 * The single writer of a database, with group commit. Each write transaction, batch or write
 * statement is one unit of work; units run one after another on the writer connection, and the units
 * that arrive while one runs join the same SQLite transaction (each in its own savepoint, so one that
 * fails rolls back alone). The group commits once no unit is waiting (commitSoon): one flush to disk
 * for all of them, instead of one per unit. A unit is answered only after its group's commit, so nothing a
 * caller was told happened can be lost in a crash (`synchronous` stays FULL); if the commit fails,
 * every unit of the group fails.
 */
export function groupWriter(conn: Connection, afterSchemaChange: () => void) {
  const queue: Job[] = [];
  const g: Group = { conn, waiting: [], open: false, size: 0 };
  let pumping = false;

  /** Opens a group for the job unless one is open with room; false when SQLite refused to begin (the job is told). */
  const joinGroup = (job: Exclude<Job, { kind: 'alone' }>): boolean => {
    if (g.open && g.size >= MAX_GROUP) commitGroup(g);
    if (!g.open) {
      try {
        conn.run('BEGIN IMMEDIATE');
      } catch (e) {
        if (job.kind === 'write') job.reject(e);
        else job.start(refused(e));
        return false;
      }
      g.open = true;
      g.size = 0;
    }
    g.size += 1;
    return true;
  };

  const pump = async () => {
    if (pumping) return;
    pumping = true;
    try {
      for (let job = queue.shift(); job; job = queue.shift()) {
        if (job.kind === 'alone') {
          runAlone(g, job, afterSchemaChange);
          continue;
        }
        if (!joinGroup(job)) continue;
        if (job.kind === 'write') runWrite(g, job);
        else await runTx(g, job).catch((e: unknown) => job.start(refused(e)));
        if (g.open && !conn.inTransaction) failGroup(g, new Error('The write transaction was rolled back.'));
      }
    } finally {
      pumping = false;
    }
    if (g.open) commitSoon();
  };
  // A request's handler runs to its end in one turn of the event loop, so no other unit is ever
  // waiting when one ends: the commit waits for the requests read in the same turn (setImmediate runs
  // once the turn's other sockets are read) to join the group.
  let soon = false;
  const commitSoon = () => {
    if (soon) return;
    soon = true;
    setImmediate(() => {
      soon = false;
      if (!pumping) commitGroup(g);
    });
  };
  const enqueue = (job: Job) => {
    queue.push(job);
    void pump();
  };

  return {
    transaction: () => new Promise<Tx>((start) => enqueue({ kind: 'tx', start })),
    write: (stmts: InStatement[]) => new Promise<ResultSet[]>((resolve, reject) => enqueue({ kind: 'write', stmts, resolve, reject })),
    /** commits the open group now (before the database closes) */
    flush: () => {
      if (!pumping) commitGroup(g);
    },
    alone: <T>(run: () => T) => new Promise<T>((resolve, reject) => enqueue({ kind: 'alone', run, resolve: resolve as (r: unknown) => void, reject })),
  };
}

/** A transaction that could not begin: every call on it fails with why. */
function refused(e: unknown): Tx {
  const fail = () => Promise.reject(e);
  return { execute: fail, batch: fail, commit: fail, rollback: async () => undefined, close: () => undefined, closed: true };
}
