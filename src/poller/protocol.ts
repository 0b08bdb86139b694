import type { PollJob } from './types';

/** One changed answer: written into the query cache under queryKey. */
export interface PollUpdate {
  queryKey: readonly unknown[];
  data: unknown;
}

/** bridge -> worker: the jobs to run now (only those a visible tab wants), the token, data saver. */
export type ToWorker = { type: 'set'; jobs: PollJob[]; token: string | null; dataSaver: boolean };

/** worker -> bridge: only changed data; errors (unauthorized: the server answered 401). */
export type FromWorker = { type: 'data'; jobId: string; updates: PollUpdate[] } | { type: 'error'; jobId: string; unauthorized: boolean; message: string };

/** Between the tabs of one browser over BroadcastChannel 'taka-poller'. */
export type TabMessage =
  | { type: 'state'; tab: string; jobs: PollJob[]; visible: boolean }
  | { type: 'bye'; tab: string }
  | { type: 'leader'; tab: string }
  | { type: 'data'; updates: PollUpdate[] }
  | { type: 'logout' };

export const POLL_CHANNEL = 'taka-poller';
export const LEADER_LOCK = 'taka-poller-leader';
