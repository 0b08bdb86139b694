import * as R from '../contract/records';
import { endpoint } from './define';
import type { DateCode } from '../contract/records';
import { describeCalls, queriesOf } from './describe';
import { privateKey } from './keys';

export const recordsEndpoints = {
  bettingRecord: endpoint({
    method: 'GET',
    path: '/api/betting-record',
    host: 'platform',
    auth: 'required',
    query: R.BettingRecordQuery,
    response: R.BettingRecordAnswer,
  }),
  exchangeHub: endpoint({
    method: 'GET',
    path: '/api/exchange-hub',
    host: 'platform',
    auth: 'required',
    query: R.ExchangeHubQuery,
    response: R.ExchangeHubAnswer,
  }),
};

const describe = describeCalls(recordsEndpoints);

export interface BetFilters {
  platform: string;
  gameType: string;
  date: DateCode;
}

/** Betting records: casino bets by status and filters, exchange bets by status and day. Private. */
export const recordCalls = {
  bets: (remoteId: string, status: 'settled' | 'unsettled', f: BetFilters) =>
    describe('bettingRecord', {
      query: { remote_id: remoteId, status, platform: f.platform, game_type: f.gameType, date: f.date },
      key: privateKey('betting-record', remoteId, status, f.platform, f.gameType, f.date),
    }),
  exchange: (remoteId: string, status: 'all' | 'open' | 'WON' | 'LOST' | 'VOID' | 'CANCELLED', date: DateCode) =>
    describe('exchangeHub', { query: { remote_id: remoteId, status, date }, key: privateKey('exchange-hub', remoteId, status, date) }),
};

export const recordQueries = queriesOf(recordCalls);
