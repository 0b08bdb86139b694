import { RemoteIdQuery } from '../contract/common';
import * as V from '../contract/vip';
import { endpoint } from './define';
import { describeCalls, queriesOf } from './describe';
import { privateKey } from './keys';
import { describeMutation } from './describe-mutation';
import { playerCalls } from './player';
import type * as v from 'valibot';

export const vipEndpoints = {
  vipPoints: endpoint({ method: 'GET', path: '/api/vip-points', host: 'platform', auth: 'required', query: V.VipPointsQuery, response: V.VipPointsAnswer }),
  vipHistory: endpoint({ method: 'GET', path: '/api/vip-history', host: 'platform', auth: 'required', query: RemoteIdQuery, response: V.VipHistoryAnswer }),
  convertVipcoin: endpoint({
    method: 'GET',
    path: '/api/convert-vipcoin',
    host: 'platform',
    auth: 'required',
    query: V.ConvertQuery,
    response: V.ConvertAnswer,
  }),
};

const describe = describeCalls(vipEndpoints);

/** Key prefixes: a conversion makes both point lists of the player stale. */
const vipKeys = {
  points: (remoteId: string) => privateKey('vip-points', remoteId),
};

/** VIP points received and used, and the level history (the player's level comes from it). Private. */
export const vipCalls = {
  points: (remoteId: string, kind: 'received' | 'used') =>
    describe('vipPoints', { query: { remote_id: remoteId, kind }, key: [...vipKeys.points(remoteId), kind] }),
  /** the player's details (level, points) while the VIP page is open: asked each second, as bets settle (spec 2, section 9) */
  user: (remoteId: string) => ({ ...playerCalls.user(remoteId), poll: { intervalMs: 1000 } }),
  history: (remoteId: string) => describe('vipHistory', { query: { remote_id: remoteId }, key: privateKey('vip-history', remoteId) }),
};

export const vipQueries = queriesOf(vipCalls);

/** A conversion (its nonce sent once per amount) changes the player's points, level and balance. */
export const vipMutations = {
  convert: describeMutation(vipEndpoints.convertVipcoin, {
    input: (query: v.InferInput<typeof V.ConvertQuery>) => ({ query }),
    invalidates: (q) => [playerCalls.user(String(q.remote_id)).key, vipKeys.points(String(q.remote_id))],
  }),
};
