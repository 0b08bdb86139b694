/**
 * npm run bench:api: requests per second and latency (p50, p99) of the reference API under 50
 * connections for BENCH_SECONDS (default 10) each, against a server of its own (127.0.0.1, own port
 * and database file), started and stopped here. BENCH_ONLY=<part of a name> runs the matching calls.
 * The calls and their set-up are in api-setup.ts (tests/server/bench-setup.test.ts runs that set-up).
 * Beside each figure, the server's CPU time per request: on a machine shared with other work the
 * requests per second measure the machine as much as the server.
 * BENCH_URL=http://127.0.0.1:<port> times a server you started yourself instead (in test mode, e.g.
 * under `node --cpu-prof --import tsx server/main.ts` to see where its time goes; BENCH_PID=<its pid>
 * for its CPU time).
 * Targets on a 2-core machine: balance >= 3,000 req/s with p99 <= 50 ms; get-games >= 3,000 req/s;
 * the signed wallet debit and an exchange placement >= 1,000/s with p99 <= 30 ms; no error.
 */
import autocannon from 'autocannon';
import { startOwnServer } from '../e2e/pwa-server';
import { apiCalls, setUpApiBench } from './api-setup';
import { groupCpuMs } from './cpu-time';

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = 50;

const srv = process.env.BENCH_URL
  ? { url: process.env.BENCH_URL, pid: Number(process.env.BENCH_PID) || undefined, stop: async () => undefined }
  : await startOwnServer('bench-api', process.env.DIST_DIR || 'dist');
try {
  const setUp = await setUpApiBench(srv.url, { debitTaka: 100_000, placers: 20 });
  const only = process.env.BENCH_ONLY;
  console.log(`reference API, ${CONNECTIONS} connections, ${SECONDS} s each`);
  for (const call of apiCalls(setUp).filter((x) => !only || x.name.includes(only))) {
    const cpuBefore = groupCpuMs(srv.pid);
    const r = await autocannon({
      url: srv.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [{ path: call.path, setupRequest: (req) => ({ ...req, ...call.next() }) }],
    });
    const cpuAfter = groupCpuMs(srv.pid);
    const errors = r.errors + r.timeouts + r.non2xx;
    const cpu =
      cpuBefore === undefined || cpuAfter === undefined || !r.requests.total
        ? ''
        : `  server CPU ${((cpuAfter - cpuBefore) / r.requests.total).toFixed(2)} ms/request`;
    console.log(
      `${call.name.padEnd(32)} ${Math.round(r.requests.average).toLocaleString('en-US').padStart(7)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  errors ${errors}${cpu}`,
    );
  }
} finally {
  await srv.stop();
}
