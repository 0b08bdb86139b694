import { authEndpoints } from './auth';
import { chatEndpoints } from './chat';
import { exchangeEndpoints } from './exchange';
import { fundsEndpoints } from './funds';
import { inboxEndpoints } from './inbox';
import { lobbyEndpoints } from './lobby';
import { playerEndpoints } from './player';
import { profileEndpoints } from './profile';
import { publicEndpoints } from './public';
import { recordsEndpoints } from './records';
import { referralEndpoints } from './referral';
import { transactionEndpoints } from './transactions';
import { vipEndpoints } from './vip';

/**
 * Every call of the first paint's domains, by name: the poller worker sends a job's calls by these
 * names (src/poller). Each domain describes its calls in its own file here; the domains only later
 * screens use (responsible gaming, exchange betting, receipts, passkeys, push) are not spread in, so
 * their schemas stay out of the first paint: those screens import their domain's file.
 */
export const api = {
  ...publicEndpoints,
  ...authEndpoints,
  ...playerEndpoints,
  ...transactionEndpoints,
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
