import type { MiddlewareHandler } from 'hono';
import type { ServerConfig } from './config';
import { type Clock, makeClock } from './lib/clock';
import type { Db } from './db/client';
import { type AppEnv, requirePlayer } from './lib/auth';

/** What every route module receives. */
export interface ServerContext {
  db: Db;
  config: ServerConfig;
  /** bearer-token guard: 401 without a valid token, sets c.var.player */
  auth: MiddlewareHandler<AppEnv>;
  /** counters the benchmarks and e2e tests read in test mode (requests per call name) */
  stats: Map<string, number>;
  /** test-mode fault injection: path -> answer status and/or delay */
  /** injected failures by API path; `agent`: only requests whose User-Agent contains it (one test's browser) */
  faults: Map<string, { status: number; delayMs: number; agent?: string }>;
  /** the clock of time rules (responsible gaming); only test mode may move it */
  clock: Clock;
}

export function makeContext(db: Db, config: ServerConfig): ServerContext {
  return { db, config, auth: requirePlayer(db), stats: new Map(), faults: new Map(), clock: makeClock(config.mode === 'test') };
}
