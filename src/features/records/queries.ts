import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../api';
import type { DateCode } from '../../api/contract/records';

export interface BetFilters {
  platform: string;
  gameType: string;
  date: DateCode;
}

export const recordQueries = {
  bets: (remoteId: string, status: 'settled' | 'unsettled', f: BetFilters) =>
    queryOptions({
      queryKey: ['private', 'betting-record', remoteId, status, f.platform, f.gameType, f.date],
      queryFn: ({ signal }) =>
        call(api.bettingRecord, { query: { remote_id: remoteId, status, platform: f.platform, game_type: f.gameType, date: f.date } }, { signal }),
    }),
  exchange: (remoteId: string, status: 'all' | 'open' | 'WON' | 'LOST', date: DateCode) =>
    queryOptions({
      queryKey: ['private', 'exchange-hub', remoteId, status, date],
      queryFn: ({ signal }) => call(api.exchangeHub, { query: { remote_id: remoteId, status, date } }, { signal }),
    }),
};
