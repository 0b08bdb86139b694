import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../api';

/** Requirements a downline must meet to count as active (taka). */
export const DOWNLINE_DEPOSIT = 1000;
export const DOWNLINE_TURNOVER = 3000;
export const referralQueries = {
  info: (remoteId: string) =>
    queryOptions({
      queryKey: ['private', 'referral', remoteId],
      queryFn: ({ signal }) => call(api.referralInfo, { query: { remote_id: remoteId } }, { signal }),
    }),
  history: (remoteId: string) =>
    queryOptions({
      queryKey: ['private', 'referral-history', remoteId],
      queryFn: ({ signal }) => call(api.referralHistory, { query: { remote_id: remoteId } }, { signal }),
    }),
};
