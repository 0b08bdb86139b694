import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { SessionEndedSlot } from '../../features/auth';
import { PwaChrome } from '../../features/pwa';
import { useTranslation } from '../../i18n/react';
import { useBalancePolling } from '../../features/wallet';
import { RenderLater } from '../../ui/RenderLater';
import { whenIdle } from '../../lib/when-idle';
import { hideSplash } from '../splash';
import { BottomBar } from './BottomBar';
import { Footer } from './Footer';
import { Header } from './Header';
import './shell.css';

/** The side menu is not needed for the first paint: fetched once the page is idle, or when first opened. */
const loadDrawer = () => import('./Drawer');
const Drawer = lazy(() => loadDrawer().then((m) => ({ default: m.Drawer })));

/** Mobile layout (width 768 or less): header, drawer, content, footer, bottom bar. A running game gets the whole screen. */
export function MobileShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  useLayoutEffect(hideSplash, []);
  useEffect(() => {
    whenIdle(() => void loadDrawer());
  }, []);
  const fullScreen = useRouterState({ select: (s) => s.location.pathname === '/gamerun' });
  useBalancePolling();
  if (fullScreen) return <div className="shell-game">{children}</div>;
  return (
    <div className="shell">
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
        <RenderLater minHeight={400}>
          <Footer />
        </RenderLater>
      </div>
      <BottomBar />
    </div>
  );
}
