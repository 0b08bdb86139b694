/** Account tabs of the desktop account screen, in the side menu's order; profile is the default. */
export const ACCOUNT_TABS = [
  'profile',
  'deposit',
  'withdrawal',
  'bettingRecords',
  'transactionRecords',
  'turnover',
  'vip',
  'resetPassword',
  'passkeys',
  'inbox',
  'referralProgram',
  'responsibleGaming',
  'notifications',
] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

export function isAccountTab(x: unknown): x is AccountTab {
  return typeof x === 'string' && (ACCOUNT_TABS as readonly string[]).includes(x);
}

/** The mobile route that shows the same screen as a tab. */
export const TAB_MOBILE_ROUTE: Record<AccountTab, string> = {
  profile: '/profile',
  deposit: '/deposit',
  withdrawal: '/withdrawal',
  bettingRecords: '/betting-record',
  transactionRecords: '/transaction-record',
  turnover: '/turnover-record',
  vip: '/vip',
  resetPassword: '/reset-password',
  passkeys: '/passkeys',
  inbox: '/inbox',
  referralProgram: '/refrrel-program',
  responsibleGaming: '/responsible-gaming',
  notifications: '/notifications',
};

/** The mobile route's query for a desktop account tab's: its id, and its own tab (kept as `view`). */
export function mobileSearchFor(search: Record<string, unknown>): Record<string, string | number> | undefined {
  const out: Record<string, string | number> = {};
  if (typeof search.id === 'number') out.id = search.id;
  if (typeof search.view === 'string') out.tab = search.view;
  return Object.keys(out).length ? out : undefined;
}
