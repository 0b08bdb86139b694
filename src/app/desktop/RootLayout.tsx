import { Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { desktopScreenFor, desktopTargetFor, isAccountTab, isDesktopPath, TAB_MOBILE_ROUTE, useIsDesktop } from '../../features/layout';
import { MobileShell } from '../shell/MobileShell';

// the desktop chrome is fetched only when the layout is desktop
const DesktopScreen = lazy(() => import('../../features/desktop').then((m) => ({ default: m.DesktopScreen })));
const DesktopShell = lazy(() => import('./DesktopShell').then((m) => ({ default: m.DesktopShell })));

/** Where the page content is shown inside whichever shell is mounted. */
function Slot({ host }: { host: HTMLElement }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.appendChild(host);
  }, [host]);
  return <div ref={ref} className="layout-slot" />;
}

function Go({ to, search }: { to: string; search?: Record<string, string | number> }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate({ to, search: search as never, replace: true });
  }, [navigate, to, search]);
  return null;
}

/**
 * The layout switch. The page content is rendered once, into a node that is moved into the mobile
 * or the desktop shell, so crossing 768 px swaps the chrome without remounting the page: the
 * session, the query cache and what a player typed into a form both layouts share stay as they were.
 */
export function RootLayout() {
  const isDesktop = useIsDesktop();
  const location = useLocation();
  const [host] = useState(() => {
    const el = document.createElement('div');
    el.className = 'layout-content';
    return el;
  });
  const search = location.search as Record<string, unknown>;
  const path = location.pathname;

  let content: ReactNode = <Outlet />;
  if (isDesktop) {
    if (!isDesktopPath(path)) {
      const target = desktopTargetFor(path, search);
      content = <Go to={target.to} search={target.search} />;
    } else {
      const screen = desktopScreenFor(path, search);
      if (screen)
        content = (
          <Suspense fallback={null}>
            <DesktopScreen screen={screen} />
          </Suspense>
        );
    }
  } else if (path === '/account' && isAccountTab(search.tab)) {
    // a desktop account tab opened on a narrow screen: its mobile route
    content = <Go to={TAB_MOBILE_ROUTE[search.tab]} search={typeof search.id === 'number' ? { id: search.id } : undefined} />;
  }

  return (
    <>
      {isDesktop ? (
        <Suspense fallback={<Slot host={host} />}>
          <DesktopShell>
            <Slot host={host} />
          </DesktopShell>
        </Suspense>
      ) : (
        <MobileShell>
          <Slot host={host} />
        </MobileShell>
      )}
      {/* a screen waiting for its code or translations never takes the shell down with it */}
      {createPortal(<Suspense fallback={null}>{content}</Suspense>, host)}
    </>
  );
}
