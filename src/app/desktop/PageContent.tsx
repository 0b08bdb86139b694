import { Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { desktopScreenOf } from '../../features/layout';
import { loadDesktopScreens } from './load-desktop';

const DesktopScreen = lazy(() => loadDesktopScreens().then((m) => ({ default: m.DesktopScreen })));

/**
 * What the page shows inside either shell. A route's screen is the same element in both layouts, so
 * crossing 768 px keeps its state; only a route that declares a desktop screen of its own
 * (`staticData.desktop`: home, promotions, an account tab) is drawn differently there.
 */
export function PageContent({ isDesktop, search }: { isDesktop: boolean; search: Record<string, unknown> }) {
  const view = useRouterState({ select: (s) => s.matches.at(-1)?.staticData.desktop });
  const screen = isDesktop ? desktopScreenOf(view, search) : null;
  if (!screen) return <Outlet />;
  return (
    <Suspense fallback={null}>
      <DesktopScreen screen={screen} />
    </Suspense>
  );
}
