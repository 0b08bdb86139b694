import { memberEndpoints } from '../endpoints/member';
import { describeCalls, queriesOf } from './describe';
import { privateKey } from './keys';

const describe = describeCalls(memberEndpoints);

/** Key prefixes: a deposit or withdrawal makes every transactions list stale. */
export const memberKeys = {
  transactions: privateKey('transactions'),
};

/** The player's transactions and turnover tickets (records, funds, profile). Private. */
export const memberCalls = {
  transactions: (remoteId: string) => describe('transactions', { query: { remote_id: remoteId }, key: [...memberKeys.transactions, remoteId] }),
  turnovers: (remoteId: string) => describe('turnovers', { query: { remote_id: remoteId }, key: privateKey('turnovers', remoteId) }),
};

export const memberQueries = queriesOf(memberCalls);
