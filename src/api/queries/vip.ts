import { vipEndpoints } from '../endpoints/vip';
import { describeCalls, queriesOf } from './describe';
import { privateKey } from './keys';

const describe = describeCalls(vipEndpoints);

/** Key prefixes: a conversion makes both point lists of the player stale. */
export const vipKeys = {
  points: (remoteId: string) => privateKey('vip-points', remoteId),
};

/** VIP points received and used, and the level history (the player's level comes from it). Private. */
export const vipCalls = {
  points: (remoteId: string, kind: 'received' | 'used') =>
    describe('vipPoints', { query: { remote_id: remoteId, kind }, key: [...vipKeys.points(remoteId), kind] }),
  history: (remoteId: string) => describe('vipHistory', { query: { remote_id: remoteId }, key: privateKey('vip-history', remoteId) }),
};

export const vipQueries = queriesOf(vipCalls);
