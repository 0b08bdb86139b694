import { RemoteIdQuery } from '../contract/common';
import * as R from '../contract/referral';
import { endpoint } from './define';
import { describeCalls, queriesOf } from './describe';
import { privateKey } from './keys';
import { describeMutation } from './describe-mutation';

export const referralEndpoints = {
  referralInfo: endpoint({ method: 'GET', path: '/api/referral', host: 'platform', auth: 'required', query: RemoteIdQuery, response: R.ReferralInfoAnswer }),
  referralHistory: endpoint({
    method: 'GET',
    path: '/api/referral/history',
    host: 'platform',
    auth: 'required',
    query: RemoteIdQuery,
    response: R.RewardHistoryAnswer,
  }),
  cashClaim: endpoint({ method: 'POST', path: '/api/cash-claim', host: 'platform', auth: 'required', body: R.CashClaimBody, response: R.CashClaimAnswer }),
};

const describe = describeCalls(referralEndpoints);

/** The player's referral code, rewards and downline history. Private. */
export const referralCalls = {
  info: (remoteId: string) => describe('referralInfo', { query: { remote_id: remoteId }, key: privateKey('referral', remoteId) }),
  history: (remoteId: string) => describe('referralHistory', { query: { remote_id: remoteId }, key: privateKey('referral-history', remoteId) }),
};

export const referralQueries = queriesOf(referralCalls);

export const referralMutations = {
  cashClaim: describeMutation(referralEndpoints.cashClaim),
};
