import type { ApiName } from '../api/calls/registry';
import type { CallSpec, PollEvery } from '../api/calls/describe';
import type { PollJob } from './types';

export interface JobSpec {
  id: string;
  /** described calls (src/api/calls), sent together each round; answers land under their keys */
  calls: CallSpec<ApiName>[];
}

/** The job's intervals: its first call's description says them (the calls of a job are sent together). */
function intervals(calls: readonly CallSpec<ApiName>[]): PollEvery {
  const poll = calls.find((c) => c.poll)?.poll;
  if (!poll) throw new Error(`no poll interval described for ${calls.map((c) => c.name).join(', ')}`);
  return poll;
}

/**
 * A poll job from described calls: each call crosses to the worker as its endpoint's registry name,
 * its input and its query key; the job is private (run with the token) when any call sends one.
 */
export const pollJob = ({ calls, ...job }: JobSpec): PollJob => ({
  ...job,
  ...intervals(calls),
  private: calls.some((c) => c.endpoint.auth !== 'none'),
  calls: calls.map(({ name, params, query, key }) => ({ endpoint: name, params, query: query as PollCallQuery, queryKey: key })),
});

type PollCallQuery = Record<string, string | number> | undefined;
