import type { AccountTab } from './account-tabs';
import { desktopGamesTarget } from './categories';
import type { DesktopForm, DesktopTarget } from './desktop-form';

/** The rules a mobile-only route's `desktopTo` may use (their tables stay out of a phone's first paint). */
const RULES = { gamesTarget: desktopGamesTarget };

/** An account tab's phone screen's query, beside the tab: its id, its own tab as `view` (numbers stay numbers: the router writes a string "7" into the URL as %227%22). */
function tabSearch(tab: AccountTab, search: Record<string, unknown>): Record<string, string | number> {
  const rest = Object.fromEntries(
    Object.entries(search)
      .map(([k, v]) => [k === 'tab' ? 'view' : k, v])
      .filter((e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number'),
  );
  return { ...rest, tab };
}

/**
 * Where a desktop goes from a route it does not show (`movesOnDesktop`), by the route's declared form
 * (desktop-form.ts); loaded only by a desktop layout, not in a phone's first paint: an account tab's phone
 * screen becomes that tab, a mobile-only screen goes where it says, else to the lobby.
 */
export function desktopTargetFor(form: DesktopForm, search: Record<string, unknown> = {}): DesktopTarget {
  if ('mobileOnly' in form) return form.desktopTo?.(search, RULES) ?? { to: '/' };
  if ('tab' in form && !('page' in form)) return { to: '/account', search: tabSearch(form.tab, search) };
  return { to: '/' };
}
