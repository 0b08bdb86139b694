import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../src/api/client';
import type { FromWorker } from '../../src/poller/protocol';
import { createRunner } from '../../src/poller/runner';

/** The worker's part with a fake network: only changed data is posted; a 401 is reported as such. */
describe('poller runner (the worker body)', () => {
  let balance = '100.00';
  let status = 200;
  const seenAuth: Array<string | null> = [];
  beforeEach(() => {
    vi.useFakeTimers();
    configureClient({ getToken: () => 'main-thread-token-must-not-be-used' });
    vi.stubGlobal('location', { origin: 'http://127.0.0.1:1' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        seenAuth.push(new Headers(init.headers).get('Authorization'));
        return new Response(status === 200 ? JSON.stringify({ balance }) : JSON.stringify({ message: 'Unauthenticated.' }), { status });
      }),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('posts the first answer, then only changes, with the token it was given', async () => {
    const posted: FromWorker[] = [];
    const r = createRunner((m) => posted.push(m));
    r.set([{ id: 'balance', intervalMs: 10_000, private: true, calls: [{ endpoint: 'balance', queryKey: ['private', 'balance'] }] }], 'tok-1', false);
    await vi.advanceTimersByTimeAsync(0);
    expect(posted).toEqual([{ type: 'data', jobId: 'balance', updates: [{ queryKey: ['private', 'balance'], data: { balance: '100.00' } }] }]);
    expect(seenAuth).toEqual(['Bearer tok-1']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(posted).toHaveLength(1); // same answer: nothing posted
    balance = '90.00';
    await vi.advanceTimersByTimeAsync(10_000);
    expect(posted).toHaveLength(2);
    expect(posted[1]).toMatchObject({ type: 'data', updates: [{ data: { balance: '90.00' } }] });
    status = 401;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(posted[2]).toMatchObject({ type: 'error', jobId: 'balance', unauthorized: true });
    r.stop();
  });
});
