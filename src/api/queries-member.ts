import { queryOptions } from '@tanstack/react-query';
import { call } from './client';
import { memberEndpoints as api } from './endpoints/member';

/**
 * The player's transactions and turnover tickets (records, funds, profile). Kept out of ./queries,
 * which is in the first paint: these calls' schemas are not needed before a member screen opens.
 */
export const memberQueries = {
  transactions: (remoteId: string) =>
    queryOptions({
      queryKey: ['private', 'transactions', remoteId],
      queryFn: ({ signal }) => call(api.transactions, { query: { remote_id: remoteId } }, { signal }),
    }),
  turnovers: (remoteId: string) =>
    queryOptions({
      queryKey: ['private', 'turnovers', remoteId],
      queryFn: ({ signal }) => call(api.turnovers, { query: { remote_id: remoteId } }, { signal }),
    }),
};
