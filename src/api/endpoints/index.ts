import { authEndpoints } from './auth';
import { chatEndpoints } from './chat';
import { exchangeEndpoints } from './exchange';
import { fundsEndpoints } from './funds';
import { inboxEndpoints } from './inbox';
import { lobbyEndpoints } from './lobby';
import { memberEndpoints } from './member';
import { profileEndpoints } from './profile';
import { publicEndpoints } from './public';
import { recordsEndpoints } from './records';
import { referralEndpoints } from './referral';
import { vipEndpoints } from './vip';

/** Every call the first paint's screens make, by name. Domains add theirs in their own file; calls
 * only later screens make (responsible gaming, exchange betting, receipts) are imported from their
 * own file by those screens, so their schemas stay out of the first paint. */
export const api = {
  ...publicEndpoints,
  ...authEndpoints,
  ...memberEndpoints,
  ...recordsEndpoints,
  ...vipEndpoints,
  ...inboxEndpoints,
  ...referralEndpoints,
  ...chatEndpoints,
  ...exchangeEndpoints,
  ...fundsEndpoints,
  ...profileEndpoints,
  ...lobbyEndpoints,
};

export type ApiName = keyof typeof api;
export * from './define';
