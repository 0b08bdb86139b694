import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { PwaChrome } from '../../features/pwa';
import { useBalancePolling } from '../../features/wallet';
import { BottomBar } from './BottomBar';
import { Drawer } from './Drawer';
import { Footer } from './Footer';
import { Header } from './Header';
import './shell.css';

/** Mobile layout (width 768 or less): header, drawer, content, footer, bottom bar. A running game gets the whole screen. */
export function MobileShell({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const fullScreen = useRouterState({ select: (s) => s.location.pathname === '/gamerun' });
  useBalancePolling();
  if (fullScreen) return <div className="shell-game">{children}</div>;
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header onMenu={() => setMenuOpen(true)} />
      <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} />
      <PwaChrome />
      <div id="main" className="shell-main">
        {children}
        <Footer />
      </div>
      <BottomBar />
    </div>
  );
}
