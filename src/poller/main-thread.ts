import type { QueryClient } from '@tanstack/react-query';
import { call } from '../api/client';
import { api } from '../api/endpoints';
import type { PollJob } from './types';

/**
 * The poller's scheduling, runnable anywhere: rounds never overlap, pause while the page is hidden,
 * run at once when it is shown again, and back off on errors (doubling, capped).
 */
const MAX_BACKOFF_MS = 60_000;

interface Running {
  job: PollJob;
  timer: ReturnType<typeof setTimeout> | undefined;
  inFlight: boolean;
  failures: number;
  stopped: boolean;
}

export function createPoller(opts: { queryClient: QueryClient; isHidden: () => boolean; dataSaver: () => boolean }) {
  const running = new Map<string, Running>();

  const delayOf = (r: Running) => {
    const base = opts.dataSaver() && r.job.dataSaverIntervalMs ? r.job.dataSaverIntervalMs : r.job.intervalMs;
    return r.failures === 0 ? base : Math.min(base * 2 ** r.failures, MAX_BACKOFF_MS);
  };

  const schedule = (r: Running, ms: number) => {
    if (r.stopped) return;
    clearTimeout(r.timer);
    r.timer = setTimeout(() => void round(r), ms);
  };

  async function round(r: Running): Promise<void> {
    if (r.stopped || r.inFlight) return;
    if (opts.isHidden()) return; // resumed by resumeAll() when visible
    r.inFlight = true;
    try {
      const results = await Promise.all(r.job.calls.map((c) => call(api[c.endpoint], { params: c.params, query: c.query } as never)));
      r.job.calls.forEach((c, i) => {
        const prev = opts.queryClient.getQueryData(c.queryKey);
        // write only what changed, so unchanged screens do not re-render
        if (JSON.stringify(prev) !== JSON.stringify(results[i])) opts.queryClient.setQueryData(c.queryKey, results[i]);
      });
      r.failures = 0;
    } catch (e) {
      r.failures += 1;
      console.warn(`poll ${r.job.id} failed`, e);
    } finally {
      r.inFlight = false;
      schedule(r, delayOf(r));
    }
  }

  return {
    add(job: PollJob): () => void {
      running.get(job.id)?.timer && clearTimeout(running.get(job.id)?.timer);
      const r: Running = { job, timer: undefined, inFlight: false, failures: 0, stopped: false };
      running.set(job.id, r);
      void round(r);
      return () => {
        r.stopped = true;
        clearTimeout(r.timer);
        if (running.get(job.id) === r) running.delete(job.id);
      };
    },
    resumeAll(): void {
      for (const r of running.values()) if (!r.inFlight) void round(r);
    },
  };
}
