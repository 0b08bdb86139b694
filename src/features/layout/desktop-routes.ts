import { desktopGamesTarget } from './categories';
import { type AccountTab, TAB_MOBILE_ROUTE } from './routes-map';

const MOBILE_TO_TAB: Record<string, AccountTab> = Object.fromEntries(
  (Object.entries(TAB_MOBILE_ROUTE) as Array<[AccountTab, string]>).map(([tab, path]) => [path, tab]),
);

function trimSlash(p: string): string {
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
}

export type DesktopTarget = { to: string; search?: Record<string, string | number> };

/**
 * Where a path the desktop layout does not show goes on desktop (a route without `staticData.desktop`,
 * see desktop-view.ts); loaded only by a desktop layout, not in a phone's first paint: a member screen becomes its account
 * tab, a games list its category page, anything else the lobby.
 */
export function desktopTargetFor(pathname: string, search: Record<string, unknown> = {}): DesktopTarget {
  const p = trimSlash(pathname);
  const tab = MOBILE_TO_TAB[p];
  if (tab) {
    // keep the member screen's own query (a transaction's id; its own tab as `view`) beside the tab
    const rest = Object.fromEntries(
      Object.entries(search)
        .map(([k, v]) => [k === 'tab' ? 'view' : k, v])
        // numbers stay numbers: the router writes a string "7" into the URL as %227%22
        .filter((e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number'),
    );
    return { to: '/account', search: { ...rest, tab } };
  }
  if (p === '/games') return { to: desktopGamesTarget(search.type) };
  // the desktop's sign-up is the two-step register form (spec 1, 2.2 and 2.10)
  if (p === '/signup') return { to: '/register' };
  return { to: '/' };
}
