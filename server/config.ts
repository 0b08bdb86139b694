import { resolve } from 'node:path';

/** Everything the reference server reads from its environment, in one place (documented in README). */
export interface ServerConfig {
  host: string;
  port: number;
  databaseUrl: string;
  /** development and test enable the outbox reader and test controls; production disables them */
  mode: 'production' | 'development' | 'test';
  distDir: string;
  adminSecret: string;
  /** settle pending deposits automatically after this many ms (development only; 0 = never) */
  autoSettleMs: number;
  /** exchange limits in paisa: stake per bet, and the exposure one market may hold per player */
  exchange: { minStake: number; maxStake: number; marketExposureLimit: number };
}

/** A whole-taka amount from the environment, in paisa. */
const taka = (x: string | undefined, fallback: number) => Math.round((Number(x) > 0 ? Number(x) : fallback) * 100);

/** 127.x.x.x, ::1 or localhost: only this machine can connect. */
export function isLoopback(host: string): boolean {
  return /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|\[::1\]|localhost)$/i.test(host);
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const host = env.HOST || '127.0.0.1';
  // the test controls and the default admin secret are for one machine: a server others can reach
  // runs in production mode unless APP_MODE asks for another
  const mode =
    env.APP_MODE === 'production' || env.APP_MODE === 'test' || env.APP_MODE === 'development' ? env.APP_MODE : isLoopback(host) ? 'development' : 'production';
  return {
    host,
    port: Number(env.PORT || 8080),
    databaseUrl: env.DATABASE_URL || `file:${resolve('data/app.db')}`,
    mode,
    distDir: resolve(env.DIST_DIR || 'dist'),
    adminSecret: env.ADMIN_SECRET || (mode === 'production' ? '' : 'dev-admin-secret'),
    autoSettleMs: Number(env.AUTO_SETTLE_MS || 0),
    exchange: {
      minStake: taka(env.EXCHANGE_MIN_STAKE, 10),
      maxStake: taka(env.EXCHANGE_MAX_STAKE, 100_000),
      marketExposureLimit: taka(env.EXCHANGE_MARKET_EXPOSURE_LIMIT, 200_000),
    },
  };
}
