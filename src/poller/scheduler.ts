import type { PollJob } from './types';

/**
 * The poller's scheduling, runnable in the worker or in a page: a job's rounds never overlap (also
 * across a restart of the same job id), the next round starts intervalMs after the previous one
 * finished, errors back off (doubling, capped) and recover on the next success. Pausing while hidden
 * is the caller's part: it removes the job with set() and adds it again, which runs it at once.
 */
export const MAX_BACKOFF_MS = 60_000;

export interface SchedulerOptions {
  run: (job: PollJob) => Promise<unknown[]>;
  onResults: (job: PollJob, results: unknown[]) => void;
  onError: (job: PollJob, err: unknown) => void;
  dataSaver: () => boolean;
}

interface Entry {
  job: PollJob;
  key: string;
  timer: ReturnType<typeof setTimeout> | undefined;
  failures: number;
  stopped: boolean;
}

export function delayFor(job: PollJob, failures: number, dataSaver: boolean): number {
  const base = dataSaver && job.dataSaverIntervalMs ? job.dataSaverIntervalMs : job.intervalMs;
  return failures === 0 ? base : Math.min(base * 2 ** failures, Math.max(MAX_BACKOFF_MS, base));
}

export function createScheduler(opts: SchedulerOptions) {
  const entries = new Map<string, Entry>();
  const inflight = new Map<string, Promise<void>>();

  const stop = (e: Entry) => {
    e.stopped = true;
    clearTimeout(e.timer);
  };

  async function round(e: Entry): Promise<void> {
    const id = e.job.id;
    // a round of the same job (perhaps an older definition) is still out: wait, never overlap
    for (let prev = inflight.get(id); prev; prev = inflight.get(id)) {
      await prev;
      if (e.stopped) return;
    }
    if (e.stopped) return;
    const p = (async () => {
      try {
        const results = await opts.run(e.job);
        if (e.stopped) return;
        e.failures = 0;
        opts.onResults(e.job, results);
      } catch (err) {
        if (e.stopped) return;
        e.failures += 1;
        opts.onError(e.job, err);
      }
    })();
    inflight.set(id, p);
    try {
      await p;
    } finally {
      if (inflight.get(id) === p) inflight.delete(id);
    }
    if (e.stopped) return;
    clearTimeout(e.timer);
    e.timer = setTimeout(() => void round(e), delayFor(e.job, e.failures, opts.dataSaver()));
  }

  return {
    /** Run exactly these jobs: new (or changed) ones start at once, missing ones stop. */
    set(jobs: readonly PollJob[]): void {
      const next = new Map(jobs.map((j) => [j.id, j]));
      for (const [id, e] of entries) {
        const j = next.get(id);
        if (!j || JSON.stringify(j) !== e.key) {
          stop(e);
          entries.delete(id);
        }
      }
      for (const j of next.values()) {
        if (entries.has(j.id)) continue;
        const e: Entry = { job: j, key: JSON.stringify(j), timer: undefined, failures: 0, stopped: false };
        entries.set(j.id, e);
        void round(e);
      }
    },
    /** ids of the running jobs (tests) */
    running(): string[] {
      return [...entries.keys()];
    },
    stopAll(): void {
      for (const e of entries.values()) stop(e);
      entries.clear();
    },
  };
}
