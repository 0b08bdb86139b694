import type { ApiName } from '../api/calls/registry';

/**
 * One call of a poll job; its parsed answer is written to the query cache under queryKey. Screens do
 * not write these by hand: pollJob (./from-calls.ts) makes them from the calls described in src/api/calls.
 */
export interface PollCall {
  endpoint: ApiName;
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  queryKey: readonly unknown[];
}

/**
 * A job the poller runs: its calls are sent together; the next round starts intervalMs after the
 * previous round finished (never overlapping). Serialisable, so it can cross into a Web Worker.
 */
export interface PollJob {
  id: string;
  intervalMs: number;
  /** used instead of intervalMs when the browser asks to save data (Save-Data or 2g) */
  dataSaverIntervalMs?: number;
  calls: PollCall[];
  /** needs the player's token */
  private: boolean;
}
