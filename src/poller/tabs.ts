import { activeJobs, type TabState } from './jobs';
import type { PollJob } from './types';

/**
 * The leader's registry of the open tabs (its own included): what each wants polled and whether it
 * is visible. The worker runs the union of the visible tabs' jobs (activeJobs).
 */
export class TabRegistry {
  private readonly tabs = new Map<string, TabState>();

  set(tab: string, state: TabState): void {
    this.tabs.set(tab, state);
  }

  remove(tab: string): void {
    this.tabs.delete(tab);
  }

  /** a tab that just became leader starts from its own state; the others report theirs */
  reset(tab: string, state: TabState): void {
    this.tabs.clear();
    this.tabs.set(tab, state);
  }

  /** more than this tab: answers are worth copying to the others */
  shared(): boolean {
    return this.tabs.size > 1;
  }

  jobs(hasToken: boolean): PollJob[] {
    return activeJobs(this.tabs, hasToken);
  }
}
