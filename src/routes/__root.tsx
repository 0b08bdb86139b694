import { createRootRouteWithContext, redirect } from '@tanstack/react-router';
import { desktopTargetOf } from '../app/desktop/desktop-redirect';
import { RootLayout } from '../app/desktop/RootLayout';
import { CrashScreen } from '../app/ErrorBoundary';
import { NotFound } from '../app/NotFound';
import type { RouterContext } from '../app/router';

/** Mobile (768 px or less) or desktop layout, chosen by width; see RootLayout. On desktop, routes whose declared form moves go on (desktopTargetOf). */
export const Route = createRootRouteWithContext<RouterContext>()({
  // an address no route matches: the lobby on desktop
  staticData: { desktop: { mobileOnly: true } },
  beforeLoad: async ({ location, matches }) => {
    const target = await desktopTargetOf(location, matches);
    if (target) throw redirect({ to: target.to, search: target.search, replace: true });
  },
  component: RootLayout,
  notFoundComponent: NotFound,
  // the layout itself failed: no shell is there to show the router's own error screen in
  errorComponent: CrashScreen,
});
