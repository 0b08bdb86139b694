import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { ServerConfig } from '../config';
import { type Db, run } from '../db/client';

/** The window of the login and password limits. */
export const LIMIT_WINDOW_MS = 10 * 60 * 1000;
export const TOO_MANY_ATTEMPTS = 'Too many failed attempts. Please wait 10 minutes and try again.';
export const TOO_MANY_REQUESTS = 'Too many requests from this network. Please wait a few minutes and try again.';

/**
 * Takes one slot of `key` for this attempt, counting and checking in one statement so parallel
 * requests cannot all pass a check made before any of them was counted. Returns the slot's row id,
 * or null when the window already holds `max` slots (the attempt is refused).
 */
export async function takeSlot(db: Db, key: string, max: number, windowMs: number): Promise<number | null> {
  const now = Date.now();
  // a key's slots older than its window count for nothing: they go here, so the table holds live windows only
  await run(db, 'DELETE FROM login_attempts WHERE key = ? AND at <= ?', [key, now - windowMs]);
  const r = await run(db, 'INSERT INTO login_attempts (key, at) SELECT ?, ? WHERE (SELECT COUNT(*) FROM login_attempts WHERE key = ? AND at > ?) < ?', [
    key,
    now,
    key,
    now - windowMs,
    max,
  ]);
  return r.changes === 1 ? r.lastId : null;
}

/** Gives back slots of attempts that turned out right (or were refused before being tried). */
export async function releaseSlots(db: Db, ids: (number | null)[]): Promise<void> {
  const own = ids.filter((id): id is number => id !== null);
  if (own.length) await run(db, `DELETE FROM login_attempts WHERE rowid IN (${own.map(() => '?').join(',')})`, own);
}

/** The client's address: the socket's, or behind a trusted proxy the entry the proxy appended. */
export function clientAddress(c: Context, config: Pick<ServerConfig, 'trustProxy'>): string {
  if (config.trustProxy) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (hops.length) return hops[hops.length - 1] as string;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket
    return 'unknown';
  }
}
