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
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const mode = env.APP_MODE === 'production' || env.APP_MODE === 'test' ? env.APP_MODE : 'development';
  return {
    host: env.HOST || '127.0.0.1',
    port: Number(env.PORT || 8080),
    databaseUrl: env.DATABASE_URL || `file:${resolve('data/app.db')}`,
    mode,
    distDir: resolve(env.DIST_DIR || 'dist'),
    adminSecret: env.ADMIN_SECRET || (mode === 'production' ? '' : 'dev-admin-secret'),
    autoSettleMs: Number(env.AUTO_SETTLE_MS || 0),
  };
}
