import type { Client, InStatement, ResultSet, Transaction, TransactionMode } from '@libsql/client';

const isRead = (stmt: InStatement) => /^\s*SELECT\b/i.test(typeof stmt === 'string' ? stmt : stmt.sql);

/** A lock handed out in call order; `acquire` resolves with the function that gives it back. */
function makeLock(): () => Promise<() => void> {
  let tail: Promise<void> = Promise.resolve();
  return () => {
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const ready = tail;
    tail = tail.then(() => mine);
    return ready.then(() => release);
  };
}

/**
 * A libsql server's client (openDb) with one statement or one transaction at a time. SQLite allows one writer and this
 * driver's calls block the event loop, so the server's requests take turns here instead: with a pool
 * of connections a statement that met another's write transaction failed with SQLITE_BUSY (a 500 to
 * the player), and with one connection a second transaction was refused outright.
 */
export function serialized(client: Client, reader?: Client, ready: Promise<void> = Promise.resolve()): Client {
  const acquire = makeLock();
  const one =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      await ready;
      const release = await acquire();
      try {
        return await fn(...args);
      } finally {
        release();
      }
    };
  const execute = one((stmt: InStatement) => client.execute(stmt));
  /** a plain SELECT outside a transaction: on the reader connection when there is one, without the lock */
  const read = async (stmt: InStatement): Promise<ResultSet> => {
    await ready;
    return (reader as Client).execute(stmt);
  };
  const transaction = async (mode?: TransactionMode): Promise<Transaction> => {
    await ready;
    const release = await acquire();
    let tx: Transaction;
    try {
      tx = await client.transaction(mode);
    } catch (e) {
      release();
      throw e;
    }
    // the lock is held until the transaction is closed (inTx always closes it)
    const close = tx.close.bind(tx);
    tx.close = () => {
      close();
      release();
    };
    return tx;
  };
  return new Proxy(client, {
    get(target, prop) {
      if (prop === 'execute') return (stmt: InStatement) => (reader && isRead(stmt) ? read(stmt) : execute(stmt));
      if (prop === 'close')
        return () => {
          target.close();
          reader?.close();
        };
      if (prop === 'batch') return one(target.batch.bind(target));
      if (prop === 'executeMultiple') return one(target.executeMultiple.bind(target));
      if (prop === 'transaction') return transaction;
      // the client's own members read its private fields: `this` must be the client itself
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
