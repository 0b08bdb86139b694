import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../api';

/** VIP history with the player's current level (from lifetime VP received); /vip and the profile read it. */
export const vipHistoryQuery = (remoteId: string) =>
  queryOptions({
    queryKey: ['private', 'vip-history', remoteId],
    queryFn: ({ signal }) => call(api.vipHistory, { query: { remote_id: remoteId } }, { signal }),
  });
