import type { ApiName } from '../api/calls/registry';
import type { CallSpec } from '../api/calls/describe';
import type { PollJob } from './types';

export interface JobSpec {
  id: string;
  intervalMs: number;
  /** used instead of intervalMs when the browser asks to save data (Save-Data or 2g) */
  dataSaverIntervalMs?: number;
  /** described calls (src/api/queries), sent together each round; answers land under their keys */
  calls: CallSpec<ApiName>[];
}

/**
 * A poll job from described calls: each call crosses to the worker as its endpoint's registry name,
 * its input and its query key; the job is private (run with the token) when any call sends one.
 */
export const pollJob = ({ calls, ...job }: JobSpec): PollJob => ({
  ...job,
  private: calls.some((c) => c.endpoint.auth !== 'none'),
  calls: calls.map(({ name, params, query, key }) => ({ endpoint: name, params, query: query as PollCallQuery, queryKey: key })),
});

type PollCallQuery = Record<string, string | number> | undefined;
