import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activeJobs, Subscriptions } from '../../src/poller/jobs';
import { createScheduler, delayFor, MAX_BACKOFF_MS } from '../../src/poller/scheduler';
import type { PollJob } from '../../src/poller/types';

const job = (over: Partial<PollJob> = {}): PollJob => ({
  id: 'odds',
  intervalMs: 300,
  dataSaverIntervalMs: 1000,
  private: false,
  calls: [{ endpoint: 'general', queryKey: ['general'] }],
  ...over,
});

describe('poller scheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('never overlaps rounds of a job when answers are slower than the interval', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    let calls = 0;
    const s = createScheduler({
      run: async () => {
        calls += 1;
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await new Promise((r) => setTimeout(r, 1000));
        inFlight -= 1;
        return [1];
      },
      onResults: () => {},
      onError: () => {},
      dataSaver: () => false,
    });
    s.set([job()]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(maxInFlight).toBe(1);
    // one round per 1000 ms answer + 300 ms pause: 4 rounds started in 5 s (not 17)
    expect(calls).toBe(4);
    // restarting the same job while a round is out waits for it
    s.set([job({ intervalMs: 250 })]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(maxInFlight).toBe(1);
    s.stopAll();
  });

  it('starts a job at once, stops a removed one, and keeps an unchanged one running', async () => {
    const seen: string[] = [];
    const s = createScheduler({
      run: async (j) => {
        seen.push(j.id);
        return [];
      },
      onResults: () => {},
      onError: () => {},
      dataSaver: () => false,
    });
    s.set([job({ id: 'a', intervalMs: 10_000 })]);
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual(['a']);
    s.set([job({ id: 'a', intervalMs: 10_000 })]); // same definition: no extra round
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(seen).toEqual(['a', 'a']);
    s.set([]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(seen).toEqual(['a', 'a']);
    expect(s.running()).toEqual([]);
  });

  it('backs off on errors (doubling, capped) and recovers after a success', async () => {
    const times: number[] = [];
    let fail = true;
    const s = createScheduler({
      run: async () => {
        times.push(Date.now());
        if (fail) throw new Error('down');
        return [];
      },
      onResults: () => {},
      onError: () => {},
      dataSaver: () => false,
    });
    const start = Date.now();
    s.set([job({ id: 'b', intervalMs: 10_000 })]);
    await vi.advanceTimersByTimeAsync(20_000 + 40_000 + 1);
    expect(times.map((t) => t - start)).toEqual([0, 20_000, 60_000]);
    fail = false;
    await vi.advanceTimersByTimeAsync(60_000); // the capped wait, then success
    await vi.advanceTimersByTimeAsync(10_000); // back to the normal interval
    expect(times.map((t) => t - start)).toEqual([0, 20_000, 60_000, 120_000, 130_000]);
    s.stopAll();
  });

  it('uses the data-saver interval when asked', () => {
    expect(delayFor(job(), 0, false)).toBe(300);
    expect(delayFor(job(), 0, true)).toBe(1000);
    expect(delayFor(job({ dataSaverIntervalMs: undefined }), 0, true)).toBe(300);
    expect(delayFor(job({ intervalMs: 10_000 }), 10, false)).toBe(MAX_BACKOFF_MS);
  });
});

describe('leader job set', () => {
  it('runs the union of what visible tabs want; private jobs only with a token', () => {
    const balance = job({ id: 'balance', private: true, intervalMs: 10_000 });
    const odds = job({ id: 'odds' });
    const tabs = new Map([
      ['t1', { jobs: [balance], visible: true }],
      ['t2', { jobs: [balance, odds], visible: false }],
    ]);
    expect(activeJobs(tabs, true).map((j) => j.id)).toEqual(['balance']);
    expect(activeJobs(tabs, false)).toEqual([]);
    tabs.set('t2', { jobs: [balance, odds], visible: true });
    expect(activeJobs(tabs, true).map((j) => j.id)).toEqual(['balance', 'odds']);
    tabs.set('t1', { jobs: [balance], visible: false });
    tabs.set('t2', { jobs: [balance, odds], visible: false });
    expect(activeJobs(tabs, true)).toEqual([]);
  });

  it('counts subscriptions so one unmount does not stop a job another component still wants', () => {
    const subs = new Subscriptions();
    subs.add(job({ id: 'x' }));
    subs.add(job({ id: 'x' }));
    subs.remove(job({ id: 'x' }));
    expect(subs.jobs().map((j) => j.id)).toEqual(['x']);
    subs.remove(job({ id: 'x' }));
    expect(subs.jobs()).toEqual([]);
  });
});
