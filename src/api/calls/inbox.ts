import * as I from '../contract/inbox';
import { endpoint } from './define';
import { describeCalls, queriesOf } from './describe';
import { privateKey } from './keys';
import { describeMutation } from './describe-mutation';

export const inboxEndpoints = {
  inbox: endpoint({ method: 'GET', path: '/api/inbox', host: 'platform', auth: 'required', query: I.InboxQuery, response: I.InboxAnswer }),
  inboxItem: endpoint({ method: 'GET', path: '/api/inbox/{id}', host: 'platform', auth: 'required', response: I.InboxItemAnswer }),
  inboxRead: endpoint({ method: 'PATCH', path: '/api/inbox/{id}/read', host: 'platform', auth: 'required', response: I.InboxActionAnswer }),
  inboxDelete: endpoint({ method: 'DELETE', path: '/api/inbox/{id}', host: 'platform', auth: 'required', response: I.InboxActionAnswer }),
};

const describe = describeCalls(inboxEndpoints);

/** Key prefixes: a read or deleted message makes every page of that player's inbox stale. */
export const inboxKeys = {
  player: (remoteId: string) => privateKey('inbox', remoteId),
};

/** The inbox, one page at a time (the unread count rides along). Private. */
export const inboxCalls = {
  page: (remoteId: string, page: number, perPage: number) =>
    describe('inbox', {
      query: { remote_id: remoteId, page: String(page), per_page: String(perPage) as '10' },
      key: [...inboxKeys.player(remoteId), page, perPage],
      poll: { intervalMs: 10_000, dataSaverIntervalMs: 30_000 },
    }),
};

export const inboxQueries = queriesOf(inboxCalls);

/** A page that reads or deletes several messages refreshes its list once after them all (InboxPage). */
export const inboxMutations = {
  item: describeMutation(inboxEndpoints.inboxItem, { input: (id: number) => ({ params: { id } }) }),
  read: describeMutation(inboxEndpoints.inboxRead, { input: (id: number) => ({ params: { id } }) }),
  remove: describeMutation(inboxEndpoints.inboxDelete, { input: (id: number) => ({ params: { id } }) }),
};
