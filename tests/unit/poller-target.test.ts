import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FromWorker, ToWorker } from '../../src/poller/protocol';
import { startTarget } from '../../src/poller/worker-target';

const SET: ToWorker = {
  type: 'set',
  jobs: [{ id: 'balance', intervalMs: 3_600_000, private: true, calls: [{ endpoint: 'balance', queryKey: ['private', 'balance'] }] }],
  token: 'tok',
  dataSaver: false,
};

describe('where the jobs run', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('in the dedicated worker where there is one: jobs go in, its messages come out', () => {
    const workers: Array<{ url: string; posted: unknown[]; onmessage: ((ev: MessageEvent) => void) | null }> = [];
    vi.stubGlobal(
      'Worker',
      class {
        posted: unknown[] = [];
        onmessage: ((ev: MessageEvent) => void) | null = null;
        constructor(url: URL) {
          workers.push(Object.assign(this, { url: String(url) }));
        }
        postMessage(m: unknown) {
          this.posted.push(m);
        }
      },
    );
    const got: FromWorker[] = [];
    const target = startTarget((m) => got.push(m));
    target.post(SET);
    expect(workers).toHaveLength(1);
    expect(workers[0]?.url).toMatch(/worker\.ts$/);
    expect(workers[0]?.posted).toEqual([SET]);
    const answer: FromWorker = { type: 'data', jobId: 'balance', updates: [{ queryKey: ['private', 'balance'], data: { balance: '1.00' } }] };
    workers[0]?.onmessage?.({ data: answer } as MessageEvent);
    expect(got).toEqual([answer]);
  });

  it('in the page where no worker starts: the jobs sent before the runner loaded run once it has', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('refused');
        }
      },
    );
    vi.stubGlobal('location', { origin: 'http://127.0.0.1:1' });
    const auth: Array<string | null> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        auth.push(new Headers(init.headers).get('Authorization'));
        return new Response(JSON.stringify({ balance: '7.00' }), { status: 200 });
      }),
    );
    const got: FromWorker[] = [];
    startTarget((m) => got.push(m)).post(SET);
    // the runner is a module loaded on demand: on a loaded machine its first import takes seconds
    await vi.waitFor(() => expect(got).toHaveLength(1), { timeout: 15_000 });
    expect(got[0]).toEqual({ type: 'data', jobId: 'balance', updates: [{ queryKey: ['private', 'balance'], data: { balance: '7.00' } }] });
    expect(auth).toEqual(['Bearer tok']);
  });
});
