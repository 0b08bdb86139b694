import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense, use } from 'react';
import { isAccountTab, mobileSearchFor, TAB_MOBILE_ROUTE } from '../../features/layout';
import { Go } from '../Go';

type DesktopRoutes = typeof import('../../features/layout/desktop-routes');
let routes: DesktopRoutes | undefined;
let loading: Promise<DesktopRoutes> | undefined;

/**
 * Which screen the desktop layout draws for an address is a chunk of its own, not in a phone's first
 * paint: asked for when the layout is desktop, or when the page is idle (a phone turned sideways
 * crosses 768 px, and the screen it shows must not wait for it then).
 */
export function loadDesktopRoutes(): Promise<DesktopRoutes> {
  loading ??= import('../../features/layout/desktop-routes').then(
    (m) => {
      routes = m;
      return m;
    },
    (e: unknown) => {
      loading = undefined; // offline before the service worker had it: asked again next time
      throw e;
    },
  );
  return loading;
}

const DesktopScreen = lazy(() => import('../../features/desktop').then((m) => ({ default: m.DesktopScreen })));

/**
 * What the page shows inside either shell. A route's screen is the same element in both layouts, so
 * crossing 768 px keeps its state; only a desktop screen of its own or a move to another address differs.
 */
export function PageContent({ isDesktop, path, search }: { isDesktop: boolean; path: string; search: Record<string, unknown> }) {
  if (!isDesktop) {
    // a desktop account tab opened on a narrow screen: its mobile route
    if (path === '/account' && isAccountTab(search.tab)) return <Go to={TAB_MOBILE_ROUTE[search.tab]} search={mobileSearchFor(search)} />;
    return <Outlet />;
  }
  const map = routes ?? use(loadDesktopRoutes());
  if (!map.isDesktopPath(path)) {
    const target = map.desktopTargetFor(path, search);
    return <Go to={target.to} search={target.search} />;
  }
  const screen = map.desktopScreenFor(path, search);
  if (!screen) return <Outlet />;
  return (
    <Suspense fallback={null}>
      <DesktopScreen screen={screen} />
    </Suspense>
  );
}
