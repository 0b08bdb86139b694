import { passkeyEndpoints } from '../endpoints/passkeys';
import { describeCalls, queriesOf } from './describe';
import { privateKey } from './keys';

const describe = describeCalls(passkeyEndpoints);

/** The player's passkeys (private: sent with the token, never persisted). */
export const passkeyCalls = {
  list: () => describe('passkeys', { key: privateKey('passkeys') }),
};

export const passkeyQueries = queriesOf(passkeyCalls);
