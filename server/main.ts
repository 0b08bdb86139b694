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

const config = readConfig();
const db = openDb(config.databaseUrl);
await migrate(db);
const seeded = await seedIfEmpty(db);
const ctx = makeContext(db, config);
const app = createApp(ctx);
// closed sports events settle their exchange bets in the background
startSettlement(ctx, simFor(ctx));

const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
  const url = `http://${config.host}:${info.port}`;
  // the game provider reaches the wallet API here unless WALLET_URL names another host (PORT=0 picks one now)
  if (process.env.WALLET_URL === undefined) config.walletUrl = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${info.port}`;
  console.log(`Reference API and PWA on ${url} (${config.mode} mode, database ${config.databaseUrl}${seeded ? ', seeded now' : ''})`);
  for (const p of DEMO_PLAYERS) console.log(`  demo player: ${p.username} / ${p.password}${p.note ? `  (${p.note})` : ''}`);
});

function stop(): void {
  server.close();
  db.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
