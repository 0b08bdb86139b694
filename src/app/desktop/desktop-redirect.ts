import type { StaticDataRouteOption } from '@tanstack/react-router';
import { isDesktopNow, movesOnDesktop } from '../../features/layout';

/**
 * The desktop mapping: loaded only by a desktop layout, not in a phone's first paint (RootLayout also
 * asks for it when idle, so a phone turned sideways does not wait for it).
 */
export const loadDesktopRoutes = () => import('../../features/layout/desktop-routes');

/**
 * Where the root route's beforeLoad sends an address on desktop, or null to stay: by the form the
 * route declares (`staticData.desktop`, src/features/layout/desktop-form.ts), an account tab's phone
 * screen moves to its tab, a mobile-only screen where it says (a games list to its category page), else the lobby.
 */
export async function desktopTargetOf(
  location: { pathname: string; search: Record<string, unknown> },
  matches: ReadonlyArray<{ staticData: StaticDataRouteOption }>,
): Promise<{ to: string; search?: Record<string, string | number> } | null> {
  // prerendering (no window) draws the phone layout, which shows every address
  const form = matches.at(-1)?.staticData.desktop;
  if (!isDesktopNow() || !form || !movesOnDesktop(form)) return null;
  return (await loadDesktopRoutes()).desktopTargetFor(form, location.search);
}
