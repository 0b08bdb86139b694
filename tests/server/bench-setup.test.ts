import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiCalls, setUpApiBench } from '../bench/api-setup';
import { devControl } from '../bench/dev-control';
import { benchWallet } from '../bench/wallet';
import { type Harness, startHarness } from './harness';

/**
 * The benches' set-up (npm run bench:api, npm run bench's server parts), once and untimed against an
 * in-process server: so a rule the set-up breaks (a deposit limit, a new required field) fails here,
 * not on the day someone measures.
 */
let h: Harness;
let server: ReturnType<typeof serve>;
let base: string;
beforeAll(async () => {
  h = await startHarness();
  server = serve({ fetch: h.app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  h.close();
});

it('bench:api: its set-up funds more than one deposit allows, and each timed call answers 2xx once', async () => {
  const setUp = await setUpApiBench(base, { debitTaka: 30_000, placers: 1 });
  for (const call of apiCalls(setUp)) {
    const res = await fetch(`${base}${call.path}`, call.next());
    expect(res.status, `${call.name}: ${await res.text()}`).toBeLessThan(300);
  }
}, 60_000);

it("npm run bench: the request counters it reads and one wallet round of a funded player's", async () => {
  await devControl(`${base}/api/dev/stats/reset`, {});
  await fetch(`${base}/api/balance`, { method: 'POST' });
  const stats = (await devControl(`${base}/api/dev/stats`)) as Record<string, number>;
  expect(stats['POST /api/balance']).toBe(1);
  const w = await benchWallet(base, 1, 1);
  expect(w.n).toBe(1);
}, 60_000);
