import type { FromWorker, ToWorker } from './protocol';

/** Where the leader sends the jobs to run: the dedicated worker, or a runner in the page. */
export interface Target {
  post(m: ToWorker): void;
}

/** The poller worker; where workers cannot start, the same runner in this page (loaded on demand). */
export function startTarget(onMessage: (m: FromWorker) => void): Target {
  if (typeof Worker !== 'undefined') {
    try {
      const w = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'poller' });
      w.onmessage = (ev: MessageEvent<FromWorker>) => onMessage(ev.data);
      return { post: (m) => w.postMessage(m) };
    } catch {
      /* fall through: run in this page */
    }
  }
  return inPage(onMessage);
}

function inPage(onMessage: (m: FromWorker) => void): Target {
  let pending: ToWorker | undefined;
  let runner: { set: (j: ToWorker['jobs'], t: string | null, d: boolean) => void } | undefined;
  void import('./runner').then(({ createRunner }) => {
    runner = createRunner(onMessage);
    if (pending) runner.set(pending.jobs, pending.token, pending.dataSaver);
  });
  return {
    post: (m) => {
      if (runner) runner.set(m.jobs, m.token, m.dataSaver);
      else pending = m;
    },
  };
}
