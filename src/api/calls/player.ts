import { MessageAnswer, RemoteIdQuery } from '../contract/common';
import { BalanceAnswer, UserAnswer } from '../contract/player';
import { MarketBlockAnswer } from '../contract/public';
import { endpoint } from './define';
import { describeCalls, queriesOf } from './describe';
import { privateKey } from './keys';
import { publicEndpoints } from './public';
import { describeMutation } from './describe-mutation';

/** The logged-in player's calls the shell makes on every screen (in the first paint). */
export const playerEndpoints = {
  /** ends this login on the server: the token is refused from then on (not in the spec's table; see docs/api.md) */
  logout: endpoint({ method: 'POST', path: '/api/logout', host: 'platform', auth: 'required', response: MessageAnswer }),
  balance: endpoint({ method: 'POST', path: '/api/balance', host: 'platform', auth: 'required', response: BalanceAnswer }),
  user: endpoint({ method: 'GET', path: '/api/user/show', host: 'platform', auth: 'required', query: RemoteIdQuery, response: UserAnswer }),
  marketBlock: endpoint({ method: 'GET', path: '/api/market/block', host: 'platform', auth: 'required', response: MarketBlockAnswer }),
};

// with the public list for a promotion's detail; not the whole registry: these factories are in the first paint
const describe = describeCalls({ ...playerEndpoints, ...publicEndpoints });

/** Key prefixes, for invalidating every answer of a kind. */
export const playerKeys = {
  user: privateKey('user'),
};

/** The logged-in player's calls the shell makes on every screen: private (never persisted). */
export const playerCalls = {
  /** written by the poller (useBalancePolling) and read by the header */
  balance: () => describe('balance', { key: privateKey('balance'), poll: { intervalMs: 10_000 } }),
  user: (remoteId: string) => describe('user', { query: { remote_id: remoteId }, key: [...playerKeys.user, remoteId] }),
  marketBlock: () => describe('marketBlock', { key: privateKey('marketBlock') }),
  /** sent without a token, but kept with the private answers (dropped at logout, never persisted) */
  promotionDetail: (id: number) => describe('promotionDetail', { params: { id }, key: privateKey('promotion', id) }),
};

export const playerQueries = queriesOf(playerCalls);

export const playerMutations = {
  logout: describeMutation(playerEndpoints.logout),
};
