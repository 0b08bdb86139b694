import { useRouterState } from '@tanstack/react-router';
import { type ReactNode, useLayoutEffect } from 'react';
import { useTranslation } from '../../i18n/react';
import { SessionEndedSlot } from '../../features/auth';
import { PwaChrome } from '../../features/pwa';
import { useBalancePolling } from '../../features/wallet';
import { hideSplash } from '../../boot/splash';
import { DesktopFooter } from './DesktopFooter';
import { DesktopHeader } from './DesktopHeader';
import './desktop.css';

/** Desktop layout (wider than 768 px): header with clock and navigation, content, footer. */
export function DesktopShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('desktop');
  useBalancePolling();
  useLayoutEffect(hideSplash, []);
  const fullScreen = useRouterState({ select: (s) => s.location.pathname === '/gamerun' });
  if (fullScreen) return <div className="shell-game">{children}</div>;
  return (
    <div className="dk-shell" data-layout="desktop">
      <a className="skip-link" href="#main">
        {t('skip')}
      </a>
      <DesktopHeader />
      <PwaChrome />
      <SessionEndedSlot />
      <div id="main" className="dk-main">
        {children}
      </div>
      <DesktopFooter />
    </div>
  );
}
