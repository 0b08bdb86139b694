import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pushSender } from '../../server/push/sender';
import { type PushService, startPushService } from '../tools/push-service';
import { adminReq } from './funds-helpers';
import { startHarness } from './harness';
import { pendingDeposit, pushesTo, rows, subscribe } from './push-helpers';

let dir: string;
let service: PushService;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'push-restart-'));
  service = await startPushService();
});
afterAll(async () => {
  await service.close();
  rmSync(dir, { recursive: true, force: true });
});

it('what the outbox holds when the server stops is sent by the next server on the same database, with the same VAPID key', async () => {
  const env = { DATABASE_URL: `file:${join(dir, 'app.db')}` };
  const first = await startHarness(env);
  const key = (await first.req('GET', '/api/push/key')).json.public_key;
  const me = await first.login();
  const phone = service.subscription();
  await subscribe(first, me.token, phone);
  const player = { ...me, phone: '01712345678' };
  // one push waits in the outbox (no sender ran), one failed once and waits for its retry
  const failed = await pendingDeposit(first, player, '700');
  expect((await adminReq(first, `/api/admin/deposits/${failed}/settle`, { status: 'success' })).status).toBe(200);
  service.answer(phone.endpoint, 500, 1);
  await pushSender(first.ctx, { retryMs: 60_000 }).runOnce();
  const waiting = await pendingDeposit(first, player, '1000');
  expect((await adminReq(first, `/api/admin/deposits/${waiting}/settle`, { status: 'success' })).status).toBe(200);
  expect(await rows(first, 'SELECT id FROM push_outbox')).toHaveLength(1);
  expect(await rows(first, 'SELECT id FROM push_deliveries')).toHaveLength(1);
  first.close();

  const second = await startHarness(env);
  try {
    expect((await second.req('GET', '/api/push/key')).json.public_key).toBe(key);
    second.ctx.clock.set(60_000);
    await pushSender(second.ctx).runOnce();
    const titles = (await pushesTo(second, service, phone)).map((p) => p.title).sort();
    expect(titles).toEqual(['Deposit approved: ৳ 1,000.00', 'Deposit approved: ৳ 700.00']);
    expect(await rows(second, 'SELECT id FROM push_outbox UNION ALL SELECT id FROM push_deliveries')).toEqual([]);
  } finally {
    second.close();
  }
});
