import type { StaticDataRouteOption } from '@tanstack/react-router';
import { isDesktopWidth } from '../../features/layout';

/**
 * Where the root route's beforeLoad sends an address on desktop, or null to stay. A route that declares
 * no desktop view (`staticData.desktop`, src/features/layout/desktop-view.ts) moves to the one that shows
 * it: a member screen to its account tab, a games list to its category page, anything else to the lobby.
 */
export async function desktopTargetOf(
  location: { pathname: string; search: Record<string, unknown> },
  matches: ReadonlyArray<{ staticData: StaticDataRouteOption }>,
): Promise<{ to: string; search?: Record<string, string | number> } | null> {
  if (!isDesktopWidth(window.innerWidth) || matches.at(-1)?.staticData.desktop) return null;
  // the mapping is loaded only by a desktop layout, not in a phone's first paint
  const { desktopTargetFor } = await import('../../features/layout/desktop-routes');
  return desktopTargetFor(location.pathname, location.search);
}
