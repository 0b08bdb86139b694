import { inboxEndpoints } from '../endpoints/inbox';
import { describeCalls, queriesOf } from './describe';
import { privateKey } from './keys';

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
    }),
};

export const inboxQueries = queriesOf(inboxCalls);
