import { useLocation, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { usePageHost } from '../../boot/hydrate';
import { useIsDesktop } from '../../features/layout';
import { MobileShell } from '../shell/MobileShell';
import { loadDesktopRoutes } from './desktop-redirect';
import { loadDesktopShell } from './load-desktop';
import { PageContent } from './PageContent';
import { whenNetworkQuiet } from '../../lib/when-quiet';

// the desktop chrome is fetched only when the layout is desktop (boot starts it then: load-desktop.ts)
const DesktopShell = lazy(() => loadDesktopShell().then((m) => ({ default: m.DesktopShell })));

type Focus = { el: HTMLElement; start: number | null; end: number | null };
/** The field that had focus when a shell's slot let go of the page content. */
const focusOnLeave = new WeakMap<HTMLElement, Focus>();

function rememberFocus(host: HTMLElement): void {
  const el = document.activeElement;
  if (!(el instanceof HTMLElement) || !host.contains(el)) return;
  const caret = el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;
  focusOnLeave.set(host, { el, start: caret ? el.selectionStart : null, end: caret ? el.selectionEnd : null });
}

function restoreFocus(host: HTMLElement): void {
  const f = focusOnLeave.get(host);
  focusOnLeave.delete(host);
  if (!f || !host.contains(f.el) || document.activeElement === f.el) return;
  f.el.focus({ preventScroll: true });
  if (f.start === null || f.end === null) return;
  try {
    (f.el as HTMLInputElement).setSelectionRange(f.start, f.end);
  } catch {
    /* types without a caret (email, number) */
  }
}

/**
 * Where the page content is shown inside whichever shell is mounted. Taking the content out of the
 * document blurs the field a player is typing in (the desktop chrome arriving, the window crossing
 * 768 px), so the focus and caret are remembered as the old slot lets go and put back in the new one.
 */
function Slot({ host }: { host: HTMLElement }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    // already in place (a hydrated page's content): appending it again would take it out of the page
    // for a moment, and the browser then drops a tap begun on it (the link does nothing)
    if (ref.current && host.parentNode !== ref.current) ref.current.appendChild(host);
    restoreFocus(host);
    return () => rememberFocus(host);
  }, [host]);
  // React never writes its children (the content is moved in above); during hydration it keeps the
  // prerendered content the slot holds until the portal's own has replaced it (DropPrerendered)
  return <div ref={ref} className="layout-slot" dangerouslySetInnerHTML={NO_CHILDREN} suppressHydrationWarning />;
}

const NO_CHILDREN = { __html: '' };

/**
 * The layout switch. The page content is rendered once, into a node that is moved into the mobile
 * or the desktop shell, so crossing 768 px swaps the chrome without remounting the page: the
 * session, the query cache and what a player typed into a form both layouts share stay as they were.
 * (A prerendered page is drawn by src/boot/PrerenderedLayout.tsx, and hydrated through usePageHost.)
 */
export function RootLayout() {
  const isDesktop = useIsDesktop();
  const location = useLocation();
  const [host, ready, handOver] = usePageHost();
  const search = location.search as Record<string, unknown>;
  const router = useRouter();

  // crossing 768 px asks the routes again: their beforeLoad moves an address the new layout shows elsewhere
  const shownDesktop = useRef(isDesktop);
  useEffect(() => {
    if (shownDesktop.current === isDesktop) return;
    shownDesktop.current = isDesktop;
    void router.invalidate();
  }, [isDesktop, router]);

  useEffect(() => whenNetworkQuiet(() => void loadDesktopRoutes().catch(() => undefined)), []);

  const content = (
    <Suspense fallback={null}>
      <PageContent isDesktop={isDesktop} search={search} />
      {handOver}
    </Suspense>
  );
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
      {ready && createPortal(content, host)}
    </>
  );
}
