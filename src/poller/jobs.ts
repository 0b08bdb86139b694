import type { PollJob } from './types';

/**
 * The leader's view: every tab's wanted jobs and whether that tab is visible. A job runs while at
 * least one visible tab wants it (one poller per browser); private jobs only with a token.
 */
export interface TabState {
  jobs: PollJob[];
  visible: boolean;
}

export function activeJobs(tabs: ReadonlyMap<string, TabState>, hasToken: boolean): PollJob[] {
  const out = new Map<string, PollJob>();
  for (const t of tabs.values()) {
    if (!t.visible) continue;
    for (const j of t.jobs) if (!j.private || hasToken) out.set(j.id, j);
  }
  return [...out.values()];
}

/** A tab's subscriptions with reference counts (two components may poll the same job). */
export class Subscriptions {
  private readonly byId = new Map<string, { job: PollJob; count: number }>();

  add(job: PollJob): void {
    const s = this.byId.get(job.id);
    if (s) {
      s.count += 1;
      s.job = job;
    } else this.byId.set(job.id, { job, count: 1 });
  }

  remove(job: PollJob): void {
    const s = this.byId.get(job.id);
    if (!s) return;
    s.count -= 1;
    if (s.count <= 0) this.byId.delete(job.id);
  }

  jobs(): PollJob[] {
    return [...this.byId.values()].map((s) => s.job);
  }
}
