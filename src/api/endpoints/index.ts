import { authEndpoints } from './auth';
import { chatEndpoints } from './chat';
import { exchangeEndpoints } from './exchange';
import { exchangeBetEndpoints } from './exchange-bets';
import { fundsEndpoints } from './funds';
import { inboxEndpoints } from './inbox';
import { lobbyEndpoints } from './lobby';
import { memberEndpoints } from './member';
import { profileEndpoints } from './profile';
import { receiptEndpoints } from './receipts';
import { publicEndpoints } from './public';
import { recordsEndpoints } from './records';
import { referralEndpoints } from './referral';
import { vipEndpoints } from './vip';

/** Every call the product makes, by name. Domains add theirs in their own file. */
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
  ...exchangeBetEndpoints,
  ...fundsEndpoints,
  ...profileEndpoints,
  ...lobbyEndpoints,
  ...receiptEndpoints,
};

export type ApiName = keyof typeof api;
export * from './define';
