/**
 * npm run bench:api: requests per second and latency (p50, p99) of the reference API under 50
 * connections for BENCH_SECONDS (default 10) each, against a server of its own (127.0.0.1, own port
 * and database file), started and stopped here. Target on a 2-core machine: balance >= 1,500 req/s
 * with p99 < 100 ms and no error.
 * The wallet debit is the provider's signed call, a fresh transaction id per request (৳1 each, from a
 * player funded for the run).
 */
import autocannon from 'autocannon';
import { startOwnServer } from '../e2e/pwa-server';
import { fundedPlayer, session, signedRequest } from './wallet';

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = 50;

const srv = await startOwnServer('bench-api', process.env.DIST_DIR || 'dist');
try {
  const login = await fetch(`${srv.url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'demoplayer', password: 'demo12345' }),
  });
  const { token } = (await login.json()) as { token: string };
  const game = await session(srv.url, await fundedPlayer(srv.url, 100_000));
  let debits = 0;
  const debit = (req: autocannon.RequestSpec): autocannon.RequestSpec => {
    debits += 1;
    const id = `api-${debits}`;
    return { ...req, ...signedRequest({ session: game, round_id: id, transaction_id: `${id}:d`, amount: '1.00' }) };
  };
  const CASES: { name: string; opts: autocannon.Options }[] = [
    { name: 'POST /api/balance', opts: { url: `${srv.url}/api/balance`, method: 'POST', headers: { Authorization: `Bearer ${token}` } } },
    { name: 'GET /api/get-games?type=SLOT', opts: { url: `${srv.url}/api/get-games?type=SLOT` } },
    { name: 'POST /api/wallet/debit', opts: { url: srv.url, requests: [{ method: 'POST', path: '/api/wallet/debit', setupRequest: debit }] } },
  ];
  console.log(`reference API, ${CONNECTIONS} connections, ${SECONDS} s each`);
  for (const c of CASES) {
    const r = await autocannon({ ...c.opts, connections: CONNECTIONS, duration: SECONDS });
    const errors = r.errors + r.timeouts + r.non2xx;
    console.log(
      `${c.name.padEnd(32)} ${Math.round(r.requests.average).toLocaleString('en-US').padStart(7)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  errors ${errors}`,
    );
  }
} finally {
  await srv.stop();
}
