import { fundsEndpoints } from '../endpoints/funds';
import { profileEndpoints } from '../endpoints/profile';
import { describeCalls, queriesOf } from './describe';
import { privateKey } from './keys';

const describe = describeCalls({ ...fundsEndpoints, ...profileEndpoints });

/** Deposit and withdrawal: the payment methods, a method's channels, the player's other numbers. Private. */
export const fundsCalls = {
  /** sent with the token when logged in, so it is private here */
  paymentMethods: () => describe('paymentMethods', { key: privateKey('paymentMethods'), staleTime: 60_000 }),
  channels: (name: string) =>
    describe('depositChannels', { query: { name }, key: privateKey('depositChannels', name), staleTime: 30_000, enabled: name !== '' }),
  otherPhones: () => describe('otherPhones', { key: privateKey('otherPhones') }),
  /** which promotions this player can take changes with each deposit: asked for each time the screen opens, never kept */
  depositPromotions: () => describe('depositPromotions', { key: privateKey('depositPromotions'), staleTime: 0, gcTime: 0 }),
};

export const fundsQueries = queriesOf(fundsCalls);
