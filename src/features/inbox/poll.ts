import { inboxCalls } from '../../api/calls/inbox';
import { type PollJob, pollJob } from '../../poller';

/**
 * The poll job that refreshes one inbox page (every 10 s: inboxCalls.page) (the unread count rides along). Named by its
 * page: the unread badges and the inbox's first page are one job, polled once.
 */
export function inboxPollJob(remoteId: string, page: number, perPage: number): PollJob {
  return pollJob({
    id: `inbox:${page}:${perPage}`,
    calls: [inboxCalls.page(remoteId, page, perPage)],
  });
}
