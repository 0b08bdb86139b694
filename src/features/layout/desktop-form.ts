import { type AccountTab, isAccountTab } from './account-tabs';

/** Where the desktop sends an address it does not show. */
export type DesktopTarget = { to: string; search?: Record<string, string | number> };

/** The desktop's address rules a mobile-only route may use (features/layout/categories.ts, loaded with desktop-routes.ts). */
export interface DesktopRules {
  /** where a desktop shows the games list of a type: its category page, else the lobby */
  gamesTarget: (type: unknown) => string;
}

/**
 * How a route shows on a desktop, declared once in its `staticData.desktop`; a route without one shows
 * its own screen in both layouts.
 * - `{ page }`: the desktop draws that page in place of the route's phone screen: the lobby, the
 *   promotions, or the account screen (on `tab`, else the tab in ?tab=). An account page with a `tab`
 *   is a desktop address of that tab (/referral): a phone goes to the tab's phone screen.
 * - `{ tab }`: the route is that account tab's phone screen. A desktop moves to /account?tab=<tab>
 *   (its own query kept beside it), or with `here` draws the tab at this address (/vip, a desktop menu
 *   entry); /account?tab=<tab> on a phone comes here (phoneScreenOfTab).
 * - `{ mobileOnly }`: a phone screen only; a desktop goes to `desktopTo`'s answer, else the lobby.
 */
export type DesktopForm =
  | { page: 'home' | 'promotions' }
  | { page: 'account'; tab?: AccountTab }
  | { tab: AccountTab; here?: true }
  | { mobileOnly: true; desktopTo?: (search: Record<string, unknown>, rules: DesktopRules) => DesktopTarget };

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    desktop?: DesktopForm;
  }
}

/** The desktop screen drawn in place of a route's own (mobile) screen. */
export type DesktopScreen = { kind: 'home' } | { kind: 'promotions' } | { kind: 'account'; tab: AccountTab; search: Record<string, unknown> };

export function desktopScreenOf(form: DesktopForm | undefined, search: Record<string, unknown> = {}): DesktopScreen | null {
  if (!form) return null;
  if ('page' in form) {
    if (form.page !== 'account') return { kind: form.page };
    return { kind: 'account', tab: form.tab ?? (isAccountTab(search.tab) ? search.tab : 'profile'), search };
  }
  if ('tab' in form && form.here) return { kind: 'account', tab: form.tab, search };
  return null;
}

/** Whether a desktop moves away from a route of this form (the root route's beforeLoad, desktop-routes.ts). */
export function movesOnDesktop(form: DesktopForm | undefined): boolean {
  return !!form && ('mobileOnly' in form || ('tab' in form && !('page' in form) && !form.here));
}
