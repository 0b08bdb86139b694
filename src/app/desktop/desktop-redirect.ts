import type { StaticDataRouteOption } from '@tanstack/react-router';
import { isDesktopNow } from '../../features/layout';

/**
 * The desktop mapping: loaded only by a desktop layout, not in a phone's first paint (RootLayout also
 * asks for it when idle, so a phone turned sideways does not wait for it).
 */
export const loadDesktopRoutes = () => import('../../features/layout/desktop-routes');

/**
 * Where the root route's beforeLoad sends an address on desktop, or null to stay. A route not shown on
 * desktop (`staticData.desktop` false, src/features/layout/desktop-view.ts) moves to the one that shows
 * it: a member screen to its account tab, a games list to its category page, anything else to the lobby.
 */
export async function desktopTargetOf(
  location: { pathname: string; search: Record<string, unknown> },
  matches: ReadonlyArray<{ staticData: StaticDataRouteOption }>,
): Promise<{ to: string; search?: Record<string, string | number> } | null> {
  // prerendering (no window) draws the phone layout, which shows every address
  if (!isDesktopNow() || matches.at(-1)?.staticData.desktop !== false) return null;
  return (await loadDesktopRoutes()).desktopTargetFor(location.pathname, location.search);
}
