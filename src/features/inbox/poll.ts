import { inboxCalls } from '../../api/calls/inbox';
import { type PollJob, pollJob } from '../../poller';

const INBOX_POLL_MS = 10_000;

/**
 * The poll job that refreshes one inbox page every 10 s (the unread count rides along). Named by its
 * page: the unread badges and the inbox's first page are one job, polled once.
 */
export function inboxPollJob(remoteId: string, page: number, perPage: number): PollJob {
  return pollJob({
    id: `inbox:${page}:${perPage}`,
    intervalMs: INBOX_POLL_MS,
    dataSaverIntervalMs: INBOX_POLL_MS * 3,
    calls: [inboxCalls.page(remoteId, page, perPage)],
  });
}
