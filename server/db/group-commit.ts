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
  let waiting: Settle[] = [];
  let open = false;
  let size = 0;
  let pumping = false;

  const failGroup = (e: unknown) => {
    const w = waiting;
    waiting = [];
    open = false;
    for (const s of w) s.reject(e);
  };
  const commitGroup = () => {
    if (!open) return;
    try {
      conn.run('COMMIT');
    } catch (e) {
      try {
        if (conn.inTransaction) conn.run('ROLLBACK');
      } catch {
        /* the connection reports the first error */
      }
      failGroup(e);
      return;
    }
    const w = waiting;
    waiting = [];
    open = false;
    for (const s of w) s.resolve();
  };
  /** Undoes a unit's savepoint; when SQLite already ended the whole transaction, the group fails. */
  const undo = () => {
    if (!conn.inTransaction) return failGroup(new Error('The write transaction was rolled back.'));
    conn.run('ROLLBACK TO unit');
    conn.run('RELEASE unit');
  };

  const runTx = (job: Extract<Job, { kind: 'tx' }>) =>
    new Promise<void>((ended) => {
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
            if (!done) {
              undo();
              finish();
            }
            return Promise.reject(e);
          }
          const onDisk = new Promise<void>((resolve, reject) => waiting.push({ resolve, reject }));
          finish();
          return onDisk;
        },
        rollback: async () => {
          if (done) return;
          undo();
          finish();
        },
        close: () => {
          if (done) return;
          undo();
          finish();
        },
        get closed() {
          return done;
        },
      });
    });

  const runWrite = (job: Extract<Job, { kind: 'write' }>) => {
    conn.run('SAVEPOINT unit');
    try {
      const out = job.stmts.map((s) => conn.run(s));
      conn.run('RELEASE unit');
      waiting.push({ resolve: () => job.resolve(out), reject: job.reject });
    } catch (e) {
      undo();
      job.reject(e);
    }
  };

  const pump = async () => {
    if (pumping) return;
    pumping = true;
    try {
      for (let job = queue.shift(); job; job = queue.shift()) {
        if (job.kind === 'alone') {
          commitGroup();
          try {
            job.resolve(job.run());
          } catch (e) {
            job.reject(e);
          }
          afterSchemaChange();
          continue;
        }
        if (open && size >= MAX_GROUP) commitGroup();
        if (!open) {
          try {
            conn.run('BEGIN IMMEDIATE');
          } catch (e) {
            if (job.kind === 'write') job.reject(e);
            else job.start(refused(e));
            continue;
          }
          open = true;
          size = 0;
        }
        size += 1;
        if (job.kind === 'write') runWrite(job);
        else await runTx(job).catch((e: unknown) => job.start(refused(e)));
        if (open && !conn.inTransaction) failGroup(new Error('The write transaction was rolled back.'));
      }
    } finally {
      pumping = false;
    }
    if (open) commitSoon();
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
      if (!pumping) commitGroup();
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
      if (!pumping) commitGroup();
    },
    alone: <T>(run: () => T) => new Promise<T>((resolve, reject) => enqueue({ kind: 'alone', run, resolve: resolve as (r: unknown) => void, reject })),
  };
}

/** A transaction that could not begin: every call on it fails with why. */
function refused(e: unknown): Tx {
  const fail = () => Promise.reject(e);
  return { execute: fail, batch: fail, commit: fail, rollback: async () => undefined, close: () => undefined, closed: true };
}
