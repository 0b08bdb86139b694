import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { SessionEndedSlot } from '../../features/auth';
import { PwaChrome } from '../../features/pwa';
import { useTranslation } from '../../i18n/react';
import { useBalancePolling } from '../../features/wallet';
import { RenderLater } from '../../ui/RenderLater';
import { UntilHydrated } from '../../boot/hydrate';
import { whenNetworkQuiet } from '../../lib/when-quiet';
import { hideSplash } from '../../boot/splash';
import { BottomBar } from './BottomBar';
import { FOOTER_WAIT_PX } from './footer-wait';
import { Header } from './Header';
import './shell.css';

/** The side menu is not needed for the first paint: fetched once the page is idle, or when first opened. */
const loadDrawer = () => import('./Drawer');
const Drawer = lazy(() => loadDrawer().then((m) => ({ default: m.Drawer })));
/** The footer is below the fold and rendered once idle (RenderLater): its code is not part of the first paint either. */
const Footer = lazy(() => import('./Footer').then((m) => ({ default: m.Footer })));

/** Mobile layout (width 768 or less): header, drawer, content, footer, bottom bar. A running game gets the whole screen. */
export function MobileShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  useLayoutEffect(hideSplash, []);
  // ready before it is first opened, once the first screen's loading is over (opening it loads it anyway)
  useEffect(() => whenNetworkQuiet(() => void loadDrawer().catch(() => undefined)), []);
  const fullScreen = useRouterState({ select: (s) => s.location.pathname === '/gamerun' });
  useBalancePolling();
  if (fullScreen) return <div className="shell-game">{children}</div>;
  return (
    <div className="shell">
      {/* a prerendered page's header and bottom bar wait for React, as its content does (RootLayout) */}
      <UntilHydrated>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <Header
          onMenu={() => {
            setMenuUsed(true);
            setMenuOpen(true);
          }}
        />
        {menuUsed && (
          <Suspense fallback={null}>
            <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} />
          </Suspense>
        )}
        <PwaChrome />
        <SessionEndedSlot />
        <div id="main" className="shell-main">
          {children}
          <RenderLater minHeight={FOOTER_WAIT_PX}>
            <Footer />
          </RenderLater>
        </div>
        <BottomBar />
      </UntilHydrated>
    </div>
  );
}
