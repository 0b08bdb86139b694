import { playerEndpoints } from '../endpoints/player';
import { publicEndpoints } from '../endpoints/public';
import { describeCalls, queriesOf } from './describe';
import { privateKey } from './keys';

// The two small lists the shell needs, not the whole registry: these factories are in the first paint.
const describe = describeCalls({ ...playerEndpoints, ...publicEndpoints });

/** Key prefixes, for invalidating every answer of a kind. */
export const playerKeys = {
  user: privateKey('user'),
};

/** The logged-in player's calls the shell makes on every screen: private (never persisted). */
export const playerCalls = {
  /** written by the poller (useBalancePolling) and read by the header */
  balance: () => describe('balance', { key: privateKey('balance') }),
  user: (remoteId: string) => describe('user', { query: { remote_id: remoteId }, key: [...playerKeys.user, remoteId] }),
  marketBlock: () => describe('marketBlock', { key: privateKey('marketBlock') }),
  /** sent without a token, but kept with the private answers (dropped at logout, never persisted) */
  promotionDetail: (id: number) => describe('promotionDetail', { params: { id }, key: privateKey('promotion', id) }),
};

export const playerQueries = queriesOf(playerCalls);
