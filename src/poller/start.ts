import { type BridgeOptions, PollerBridge } from './bridge';
import type { PollJob } from './types';

/** This tab's bridge (loaded with the first poll job, so a guest on the home page loads none of it). */
export function startBridge(opts: BridgeOptions): PollerBridge {
  const b = new PollerBridge(opts);
  // diagnostics for the e2e tests of the mechanism: only when switched on in this browser's storage
  try {
    if (localStorage.getItem('taka:poll-debug') === '1') {
      (window as unknown as Record<string, unknown>).__takaPoller = { add: (job: PollJob) => b.add(job), isLeader: () => b.isLeader() };
    }
  } catch {
    /* storage refused */
  }
  return b;
}
