import { type AccountTab, isAccountTab } from './routes-map';

/**
 * What the desktop layout shows at an address, declared by its route in `staticData.desktop`: nothing,
 * the route's own screen; `home` or `promotions`, the desktop screen of that name in its place;
 * `account`, the tabbed account screen (its tab in ?tab=); `{ tab }`, that account tab; `false`, not
 * shown on desktop (a mobile-only screen): the root route's beforeLoad sends it on (desktopTargetFor).
 */
export type DesktopView = false | 'home' | 'promotions' | 'account' | { tab: AccountTab };

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    desktop?: DesktopView;
  }
}

/** The desktop screen drawn in place of a route's own (mobile) screen. */
export type DesktopScreen = { kind: 'home' } | { kind: 'promotions' } | { kind: 'account'; tab: AccountTab; search: Record<string, unknown> };

export function desktopScreenOf(view: DesktopView | undefined, search: Record<string, unknown> = {}): DesktopScreen | null {
  if (view === 'home' || view === 'promotions') return { kind: view };
  if (view === 'account') return { kind: 'account', tab: isAccountTab(search.tab) ? search.tab : 'profile', search };
  if (typeof view === 'object') return { kind: 'account', tab: view.tab, search };
  return null;
}
