import { serve } from '@hono/node-server';
import { createApp } from './app';
import { readConfig } from './config';
import { makeContext } from './context';
import { openDb } from './db/client';
import { migrate } from './db/migrate';
import { startSettlement } from './exchange/settle';
import { seedIfEmpty } from './seed';
import { simFor } from './sports/instance';
import { DEMO_PLAYERS } from './seed/players';
import { startPushSender } from './push/sender';
import { vapidProblem } from './push/vapid';

const config = readConfig();
// one-time codes and device cookies are keyed with APP_SECRET: a production server without it would
// accept forged cookies or keep codes an attacker can reverse, so it does not start
if (config.mode === 'production' && !config.appSecret) {
  console.error('APP_SECRET is required in production (the key of one-time codes and device cookies).');
  process.exit(1);
}
// a production server signs its pushes with the operator's own VAPID keys: a pair made here would change
// with every database and leave every device's subscription unusable
const vapid = config.mode === 'production' ? vapidProblem(config.push) : null;
if (vapid) {
  console.error(`Push notifications: ${vapid} in production (README, Configuration).`);
  process.exit(1);
}
const db = openDb(config.databaseUrl);
await migrate(db);
const seeded = await seedIfEmpty(db);
const ctx = makeContext(db, config);
const app = createApp(ctx);
// closed sports events settle their exchange bets in the background
startSettlement(ctx, simFor(ctx));
// pushes leave after the transactions that wrote them commit, and survive a restart (server/push/)
startPushSender(ctx);

/** Idle keep-alive connections are closed after this. */
const KEEP_ALIVE_MS = 65_000;

const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
  const url = `http://${config.host}:${info.port}`;
  // the game provider reaches the wallet API here unless WALLET_URL names another host (PORT=0 picks one now)
  if (process.env.WALLET_URL === undefined) config.walletUrl = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${info.port}`;
  console.log(`Reference API and PWA on ${url} (${config.mode} mode, database ${config.databaseUrl}${seeded ? ', seeded now' : ''})`);
  for (const p of DEMO_PLAYERS) console.log(`  demo player: ${p.username} / ${p.password}${p.note ? `  (${p.note})` : ''}`);
});

// An idle keep-alive connection stays open longer than a client or proxy keeps it in its pool. With
// Node's 5 s, a client sending on a connection the server was closing at that moment got ECONNRESET
// (an e2e set-up call 6 s after its last one, on a loaded machine); load balancers' idle limits are 60 s.
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // the time allowed for a request's headers must be longer than the keep-alive time (Node's rule)
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}

/** How long requests in flight may take to finish once a stop is asked. */
const DRAIN_MS = 10_000;
let stopping = false;

/** Stops accepting connections, lets the requests in flight finish, then closes the database and exits. */
function stop(): void {
  if (stopping) return;
  stopping = true;
  const done = (code: number) => {
    db.close();
    process.exit(code);
  };
  server.close(() => done(0));
  // keep-alive connections with no request in flight would hold close() open for the keep-alive time:
  // those idle now, and each one whose answer in flight has been sent
  if ('closeIdleConnections' in server) {
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
  }
  setTimeout(() => done(1), DRAIN_MS).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
