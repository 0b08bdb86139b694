import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { all, openDb } from '../../server/db/client';
import { spinSlot } from '../../server/provider/games';
import { draw } from '../../server/provider/rng';
import { roundIdOf } from '../../server/provider/rounds';
import { setUpPlayer } from '../soak/actors';
import { httpApi } from '../soak/http-api';
import { checkInvariants } from '../soak/invariants';
import { type ServerProcess, startServer } from '../soak/server-process';
import { DEV_CONTROL_HEADERS } from '../../src/api/contract/dev';

/**
 * A real server process killed with SIGKILL while two slot rounds are between their debit and their
 * close: one with its debit held in flight (its fate unknown), one a win whose credit is held in
 * flight (the dev fault control holds each request). After the restart both end within a minute,
 * once: the first rolled back, the second paid.
 */
const SEED = 'crash-recovery-seed';
const dir = join('tests', '.artifacts', `crash-recovery-${process.pid}`);
const databaseFile = join(dir, 'app.db');
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const start = () => startServer({ databaseFile, distDir: dir, env: { PROVIDER_SEED: SEED } });
async function call(path: string, body?: unknown, token?: string): Promise<any> {
  const res = await fetch(`${server?.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(path.startsWith('/api/dev/') ? DEV_CONTROL_HEADERS : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res.json();
}
async function until<T>(what: string, probe: () => Promise<T | undefined | false>, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const got = await probe();
    if (got) return got;
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

it('SIGKILL between a slot debit and the round’s close: after the restart every open round ends once, paid or rolled back', async () => {
  mkdirSync(dir, { recursive: true });
  server = await start();
  const login = await setUpPlayer(
    httpApi(() => server?.url ?? ''),
    'kill',
  );
  const run = await call(
    '/api/game-run',
    { userId: login.remote_id, externalURL: 'http://127.0.0.1', isMobileLogin: true, gameCode: 'JILI-SLOT-001', gameType: 'SLOT', platform: 'JILI' },
    login.token,
  );
  const session = new URL(run.url).pathname.split('/').pop() ?? '';
  // a press whose spin wins (the outcome is the seed's), and one whatever it draws
  const winOf = (req: string) => {
    const id = roundIdOf(session, req);
    return spinSlot(
      [0, 1, 2].map((i) => draw(SEED, id, i)),
      10_00,
    ).winPaisa;
  };
  const winReq = Array.from({ length: 200 }, (_, i) => `kill-win-${i}`).find((r) => winOf(r) > 0) ?? '';
  const win = winOf(winReq);
  const paid = roundIdOf(session, winReq);
  const lost = roundIdOf(session, 'kill-lost-0001');
  const inFlight = (path: string, n: number) => until(`${path} in flight`, async () => ((await call('/api/dev/stats'))[`POST ${path}`] ?? 0) >= n, 10_000);
  const spin = (request_id: string) =>
    fetch(`${server?.url}/api/provider/slot/spin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ session, stake: 10, request_id }),
    }).catch(() => null);

  await call('/api/dev/fault', { path: '/api/wallet/credit', delayMs: 120_000 });
  const spinning = [spin(winReq)];
  await inFlight('/api/wallet/credit', 1);
  await call('/api/dev/fault', { path: '/api/wallet/debit', delayMs: 120_000 });
  spinning.push(spin('kill-lost-0001'));
  await inFlight('/api/wallet/debit', 2);
  await server.stop('SIGKILL');
  await Promise.all(spinning);

  const db = openDb(`file:${databaseFile}`);
  const statuses = async () =>
    Object.fromEntries(
      (await all<{ id: string; status: string }>(db, 'SELECT id, status FROM provider_rounds WHERE id IN (?, ?)', [paid, lost])).map((r) => [r.id, r.status]),
    );
  try {
    // the kill caught both rounds open: the win's stake taken and its credit owed, the other's debit unknown
    const left = await statuses();
    expect(left[paid]).toBe('settling');
    expect(['opening', 'open']).toContain(left[lost]);

    server = await start();
    const restarted = Date.now();
    await until(
      'both rounds finished',
      async () => {
        const s = await statuses();
        return s[paid] === 'settled' && s[lost] === 'cancelled';
      },
      60_000,
    );
    expect(Date.now() - restarted).toBeLessThan(60_000);
    await server.stop('SIGTERM');

    const playerId = Number((await all<{ id: number }>(db, 'SELECT id FROM players WHERE username = ?', [login.username]))[0]?.id);
    const ledger = await all(db, "SELECT kind, amount FROM ledger WHERE player_id = ? AND kind IN ('bet', 'win', 'rollback') ORDER BY id", [playerId]);
    // the lost round's debit never landed: nothing taken, nothing to return; the win paid once
    expect(ledger).toEqual([
      { kind: 'bet', amount: -10_00 },
      { kind: 'win', amount: win },
    ]);
    expect(await all(db, 'SELECT status, bet_amount, win_amount FROM bet_records WHERE player_id = ? AND round_ref IS NOT NULL', [playerId])).toEqual([
      { status: 'settled', bet_amount: 10_00, win_amount: win },
    ]);
    const report = await checkInvariants(db, { playerIds: [playerId], openWindowMs: 60_000 });
    expect(report.failures).toEqual([]);
  } finally {
    db.close();
  }
}, 150_000);
