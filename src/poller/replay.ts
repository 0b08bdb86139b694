import { hashKey } from '@tanstack/react-query';
import { PRIVATE } from '../api/calls/keys';
import type { PollUpdate } from './protocol';
import type { PollJob } from './types';

/**
 * The leader's last answer under each query key (hashed as TanStack Query hashes keys). The worker
 * posts changes only, so a tab that subscribes to a running job gets these instead of waiting for
 * the next change (and asks the server for nothing of its own).
 */
export class Replay {
  private readonly last = new Map<string, PollUpdate>();

  remember(updates: readonly PollUpdate[]): void {
    for (const u of updates) this.last.set(hashKey(u.queryKey), u);
  }

  /** what is known of these jobs' calls */
  forJobs(jobs: readonly PollJob[]): PollUpdate[] {
    return jobs.flatMap((j) => j.calls.map((c) => this.last.get(hashKey(c.queryKey)))).filter((u): u is PollUpdate => !!u);
  }

  /** a session ended: no private answer may be handed to the next player */
  dropPrivate(): void {
    for (const [k, u] of this.last) if (u.queryKey[0] === PRIVATE) this.last.delete(k);
  }
}
