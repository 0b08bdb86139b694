import type { MiddlewareHandler } from 'hono';
import type { ServerConfig } from './config';
import { type Clock, makeClock } from './lib/clock';
import type { Db } from './db/client';
import type { AppEnv } from './lib/auth';
import { requirePlayer } from './lib/guards';

/** What every route module receives. */
export interface ServerContext {
  db: Db;
  config: ServerConfig;
  /** bearer-token guard: 401 without a valid token, sets c.var.player */
  auth: MiddlewareHandler<AppEnv>;
  /** counters the benchmarks and e2e tests read (requests per call name; at most MAX_STAT_NAMES names) */
  stats: Map<string, number>;
  /** injected failures by API path; `agent`: only requests whose User-Agent contains it (one test's browser) */
  faults: Map<string, { status: number; delayMs: number; agent?: string }>;
  /** the clock of time rules (responsible gaming); only test mode may move it */
  clock: Clock;
}

export function makeContext(db: Db, config: ServerConfig): ServerContext {
  return { db, config, auth: requirePlayer(db), stats: new Map(), faults: new Map(), clock: makeClock(config.mode === 'test') };
}

/** Each unique path is a name (/api/inbox/17): past this many, new names are not counted, so memory stays bounded. */
export const MAX_STAT_NAMES = 1000;

export function countRequest(stats: Map<string, number>, name: string): void {
  const n = stats.get(name);
  if (n !== undefined) stats.set(name, n + 1);
  else if (stats.size < MAX_STAT_NAMES) stats.set(name, 1);
}
