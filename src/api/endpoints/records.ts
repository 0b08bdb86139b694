import * as R from '../contract/records';
import { endpoint } from './define';

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
