import { hashKey } from '@tanstack/react-query';
import { call } from '../api/client';
import { api } from '../api/calls/registry';
import { isApiError } from '../api/errors';
import type { FromWorker, PollUpdate } from './protocol';
import { createScheduler } from './scheduler';
import type { PollJob } from './types';

/**
 * What the worker runs (and a page, where there is no Worker): the calls of each job with the token
 * it was given, posting only answers that changed since the last one under the same query key.
 */
export function createRunner(post: (m: FromWorker) => void) {
  let token: string | null = null;
  let dataSaver = false;
  const last = new Map<string, string>();

  const scheduler = createScheduler({
    run: (job: PollJob) =>
      Promise.all(job.calls.map((c) => call(api[c.endpoint], { params: c.params, query: c.query } as never, { token: job.private ? token : null }))),
    onResults(job, results) {
      const updates: PollUpdate[] = [];
      job.calls.forEach((c, i) => {
        const k = hashKey(c.queryKey);
        const d = JSON.stringify(results[i]);
        if (last.get(k) !== d) {
          last.set(k, d);
          updates.push({ queryKey: c.queryKey, data: results[i] });
        }
      });
      if (updates.length) post({ type: 'data', jobId: job.id, updates });
    },
    onError(job, err) {
      const unauthorized = isApiError(err) && err.kind === 'unauthorized' && err.status === 401;
      post({ type: 'error', jobId: job.id, unauthorized, message: err instanceof Error ? err.message : String(err) });
    },
    dataSaver: () => dataSaver,
  });

  return {
    set(jobs: PollJob[], nextToken: string | null, saver: boolean): void {
      if (nextToken !== token) last.clear(); // another player: everything is news
      token = nextToken;
      dataSaver = saver;
      const keys = new Set(jobs.flatMap((j) => j.calls.map((c) => hashKey(c.queryKey))));
      for (const k of last.keys()) if (!keys.has(k)) last.delete(k);
      scheduler.set(jobs);
    },
    stop(): void {
      scheduler.stopAll();
    },
  };
}
