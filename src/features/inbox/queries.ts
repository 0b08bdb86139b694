import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../api';
import type { PollJob } from '../../poller';

export const INBOX_POLL_MS = 10_000;

export const inboxQueries = {
  page: (remoteId: string, page: number, perPage: number) =>
    queryOptions({
      queryKey: ['private', 'inbox', remoteId, page, perPage],
      queryFn: ({ signal }) => call(api.inbox, { query: { remote_id: remoteId, page: String(page), per_page: String(perPage) as '10' } }, { signal }),
    }),
};

/**
 * The poll job that refreshes one inbox page every 10 s (the unread count rides along). Named by its
 * page: the unread badges and the inbox's first page are one job, polled once.
 */
export function inboxPollJob(remoteId: string, page: number, perPage: number): PollJob {
  return {
    id: `inbox:${page}:${perPage}`,
    intervalMs: INBOX_POLL_MS,
    dataSaverIntervalMs: INBOX_POLL_MS * 3,
    private: true,
    calls: [
      {
        endpoint: 'inbox',
        query: { remote_id: remoteId, page: String(page), per_page: String(perPage) },
        queryKey: inboxQueries.page(remoteId, page, perPage).queryKey,
      },
    ],
  };
}
