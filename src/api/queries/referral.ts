import { referralEndpoints } from '../endpoints/referral';
import { describeCalls, queriesOf } from './describe';
import { privateKey } from './keys';

const describe = describeCalls(referralEndpoints);

/** The player's referral code, rewards and downline history. Private. */
export const referralCalls = {
  info: (remoteId: string) => describe('referralInfo', { query: { remote_id: remoteId }, key: privateKey('referral', remoteId) }),
  history: (remoteId: string) => describe('referralHistory', { query: { remote_id: remoteId }, key: privateKey('referral-history', remoteId) }),
};

export const referralQueries = queriesOf(referralCalls);
