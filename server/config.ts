import { randomBytes } from 'node:crypto';
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
  /** the server's own key (APP_SECRET): keys for one-time codes and device cookies derive from it (lib/secrets.ts) */
  appSecret: string;
  /** settle pending deposits automatically after this many ms (development only; 0 = never) */
  autoSettleMs: number;
  /** exchange limits in paisa: stake per bet, and the exposure one market may hold per player */
  exchange: { minStake: number; maxStake: number; marketExposureLimit: number };
  /** the demo game provider: its id and the secret both sides sign wallet calls with (HMAC-SHA256) */
  providerId: string;
  providerSecret: string;
  /** where the provider reaches the platform's wallet API; '' = this process, without a socket */
  walletUrl: string;
  /** seed of the provider's outcome generator (server/provider/rng.ts); random per start when unset */
  providerSeed: string;
  /** behind a reverse proxy: the client's address is the last X-Forwarded-For entry, not the socket's */
  trustProxy: boolean;
  /** served over TLS (directly or by the proxy): answers carry Strict-Transport-Security */
  hsts: boolean;
  /** origins the PWA may frame besides its own: the game provider, stream and score hosts */
  frameHosts: string[];
  limits: Limits;
}

/** Abuse limits per client address and per username (auth.ts, throttle.ts). */
export interface Limits {
  /** failed logins (and wrong old passwords) per username in LIMIT_WINDOW_MS; a device the player logged in from has as many of its own instead */
  loginPerUser: number;
  /** failed logins per client address in LIMIT_WINDOW_MS: a ceiling against floods, high because a carrier puts thousands of players behind one address; known devices pass it */
  loginPerAddress: number;
  /** sign-ups per client address in an hour */
  signupsPerAddress: number;
}

/** A whole-taka amount from the environment, in paisa. */
const taka = (x: string | undefined, fallback: number) => Math.round((Number(x) > 0 ? Number(x) : fallback) * 100);

/** 127.x.x.x, ::1 or localhost: only this machine can connect. */
function isLoopback(host: string): boolean {
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
    appSecret: env.APP_SECRET || (mode === 'production' ? '' : 'dev-app-secret'),
    autoSettleMs: Number(env.AUTO_SETTLE_MS || 0),
    exchange: {
      minStake: taka(env.EXCHANGE_MIN_STAKE, 10),
      maxStake: taka(env.EXCHANGE_MAX_STAKE, 100_000),
      marketExposureLimit: taka(env.EXCHANGE_MARKET_EXPOSURE_LIMIT, 200_000),
    },
    providerId: env.PROVIDER_ID || 'takaplay-demo',
    providerSecret: env.PROVIDER_SECRET || (mode === 'production' ? '' : 'dev-provider-secret'),
    walletUrl: env.WALLET_URL ?? `http://${host.includes(':') ? `[${host}]` : host}:${Number(env.PORT || 8080)}`,
    providerSeed: env.PROVIDER_SEED || randomBytes(32).toString('hex'),
    trustProxy: env.TRUST_PROXY === '1',
    hsts: env.HSTS === '1',
    frameHosts: (env.FRAME_HOSTS ?? '').split(/[\s,]+/).filter(Boolean),
    limits: {
      loginPerUser: 10,
      // the e2e suite logs in and signs up hundreds of players from 127.0.0.1 in test mode
      loginPerAddress: Number(env.LOGIN_FAILURES_PER_ADDRESS || (mode === 'test' ? 10_000 : 1_000)),
      signupsPerAddress: Number(env.SIGNUPS_PER_ADDRESS || (mode === 'test' ? 10_000 : 5)),
    },
  };
}
