/**
 * The crash soak (npm run soak; not a CI test): SOAK_PLAYERS players (default 12) play slot, crash and
 * exchange bets, deposit and withdraw at random for SOAK_SECONDS (default 180) against a real server
 * process on a file database, while the server is killed with SIGKILL at random moments (every 3-12 s
 * of uptime) and started again. At the end, once the last start's recovery window has passed, every
 * player's books are checked (invariants.ts): it prints the counts, or each failure with its player
 * and rows, and exits non-zero on a failure.
 *
 *   npm run soak
 *   SOAK_SECONDS=600 SOAK_PLAYERS=20 npm run soak
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { all, openDb } from '../../server/db/client';
import { type ActionName, actions, type SoakPlayer, setUpPlayer } from './actors';
import { httpApi } from './http-api';
import { checkInvariants } from './invariants';
import { type ServerProcess, startServer } from './server-process';

const SECONDS = Number(process.env.SOAK_SECONDS || 180);
const PLAYERS = Number(process.env.SOAK_PLAYERS || 12);
/** Every round a crash leaves open is finished within this of the restart (the provider's sweep). */
const RECOVERY_MS = 60_000;
const UPTIME_MS: [number, number] = [3_000, 12_000];
const WEIGHTS: Array<[ActionName, number]> = [
  ['slot', 40],
  ['crash', 20],
  ['exchange', 15],
  ['deposit', 15],
  ['withdraw', 10],
];

const dir = join('tests', '.artifacts', `soak-${Date.now()}`);
const databaseFile = join(dir, 'app.db');
const between = (lo: number, hi: number) => lo + Math.random() * (hi - lo);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (s: string) => console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${s}`);

function pickAction(): ActionName {
  let x = Math.random() * WEIGHTS.reduce((s, [, w]) => s + w, 0);
  for (const [name, w] of WEIGHTS) {
    x -= w;
    if (x < 0) return name;
  }
  return 'slot';
}

let server: ServerProcess;
const start = () => startServer({ databaseFile, distDir: dir });
const api = httpApi(() => server.url, 10_000);
const outcomes = new Map<string, number>();
const tally = (label: string) => outcomes.set(label, (outcomes.get(label) ?? 0) + 1);

async function play(p: SoakPlayer, until: number) {
  while (Date.now() < until) {
    const name = pickAction();
    try {
      tally(`${name} ${await actions[name](api, p)}`);
    } catch (e) {
      // a request the kill cut, or sent while the server was down
      tally(`${name} ${e instanceof TypeError || (e as Error).name === 'TimeoutError' ? 'no answer' : `error ${(e as Error).message.slice(0, 60)}`}`);
      await sleep(300);
    }
    await sleep(between(20, 300));
  }
}

async function killer(until: number): Promise<{ kills: number; lastStart: number }> {
  let kills = 0;
  let lastStart = Date.now();
  while (Date.now() < until) {
    await sleep(Math.min(between(...UPTIME_MS), Math.max(0, until - Date.now())));
    if (Date.now() >= until) break;
    await server.stop('SIGKILL');
    kills += 1;
    server = await start();
    lastStart = Date.now();
    log(`kill ${kills}: restarted on ${server.url}`);
  }
  return { kills, lastStart };
}

async function main(): Promise<number> {
  mkdirSync(dir, { recursive: true });
  server = await start();
  log(`server on ${server.url}, database ${databaseFile}; setting up ${PLAYERS} players`);
  const players: SoakPlayer[] = [];
  for (let i = 0; i < PLAYERS; i++) players.push(await setUpPlayer(api, 'soak', 5000));
  const started = Date.now();
  const until = started + SECONDS * 1000;
  log(`playing for ${SECONDS} s with kills`);
  const [{ kills, lastStart }] = await Promise.all([killer(until), ...players.map((p) => play(p, until))]);

  // the rounds the last kill left (and the last plays) end within the recovery window of the last start
  const db = openDb(`file:${databaseFile}`);
  try {
    const deadline = Math.max(lastStart, Date.now()) + RECOVERY_MS;
    let open = -1;
    while (Date.now() < deadline) {
      open = Number((await all(db, "SELECT COUNT(*) AS n FROM provider_rounds WHERE status IN ('opening', 'open', 'settling')"))[0]?.n);
      if (open === 0) break;
      await sleep(500);
    }
    log(`open rounds ${open === 0 ? 'none' : open} after ${Math.round((Date.now() - Math.max(lastStart, until)) / 1000)} s`);
    await server.stop('SIGTERM');
    const report = await checkInvariants(db, { playerIds: players.map((p) => Number(p.remote_id)), openWindowMs: RECOVERY_MS });
    console.log(`\nSoak: ${SECONDS} s, ${PLAYERS} players, ${kills} kills (SIGKILL) and restarts`);
    console.log('\nActions (answer: count):');
    for (const [label, n] of [...outcomes].sort()) console.log(`  ${label}: ${n}`);
    console.log('\nBooks checked:');
    for (const [name, n] of Object.entries(report.counts)) console.log(`  ${name}: ${n}`);
    if (report.failures.length > 0) {
      console.log(`\nFAILED: ${report.failures.length} problems`);
      for (const f of report.failures) console.log(`  ${f.player}: ${f.problem}\n    ${JSON.stringify(f.rows)}`);
      console.log(`(database kept at ${databaseFile})`);
      return 1;
    }
    console.log('\nOK: every balance is the sum of its ledger rows; no round left open; every stake has its record and every record its stake');
    rmSync(dir, { recursive: true, force: true });
    return 0;
  } finally {
    db.close();
  }
}

// a stop asked of the soak stops its server too
process.on('SIGINT', () => void server?.stop('SIGKILL').then(() => process.exit(130)));

main()
  .then((code) => process.exit(code))
  .catch(async (e) => {
    console.error(e);
    await server?.stop('SIGKILL');
    process.exit(2);
  });
