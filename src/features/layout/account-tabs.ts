import type { AnyRoute } from '@tanstack/react-router';

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

/** The mobile route's query for a desktop account tab's: its id, and its own tab (kept as `view`). */
export function mobileSearchFor(search: Record<string, unknown>): Record<string, string | number> | undefined {
  const out: Record<string, string | number> = {};
  if (typeof search.id === 'number') out.id = search.id;
  if (typeof search.view === 'string') out.tab = search.view;
  return Object.keys(out).length ? out : undefined;
}

/**
 * The phone screen of an account tab: the route that declares it as its desktop form (`{ tab }`, see
 * desktop-form.ts), found in the router's own routes; the tab's query goes with it.
 */
export function phoneScreenOfTab(
  routes: readonly AnyRoute[],
  tab: AccountTab,
  search: Record<string, unknown> = {},
): { to: string; search?: Record<string, string | number> } {
  const route = routes.find((r) => {
    const form = (r.options as { staticData?: { desktop?: unknown } }).staticData?.desktop;
    return typeof form === 'object' && form !== null && 'tab' in form && form.tab === tab && !('page' in form);
  });
  if (!route) throw new Error(`no route declares the account tab ${tab}`);
  const query = mobileSearchFor(search);
  return query ? { to: route.to, search: query } : { to: route.to };
}
