import { RemoteIdQuery } from '../contract/common';
import * as R from '../contract/referral';
import { endpoint } from './define';

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
