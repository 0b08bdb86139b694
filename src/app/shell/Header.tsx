import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/react';
import { InstallButton } from '../../features/pwa';
import { LanguageToggle, useLogo } from '../../features/site';
import { useSupport } from '../../features/support';
import { BalanceAmount, useBalance } from '../../features/wallet';
import { useLoggedIn } from '../../session';
import { imageSrc } from '../../api';

export function Header({ onMenu }: { onMenu: () => void }) {
  const { t } = useTranslation('common');
  const logo = useLogo();
  const loggedIn = useLoggedIn();
  const balance = useBalance();
  const openSupport = useSupport();
  return (
    <header className="shell-header">
      <button type="button" className="icon-btn" aria-label={t('header.menu')} onClick={onMenu}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <Link to="/" className="shell-logo" aria-label={t('appName')}>
        {logo ? <img src={imageSrc(logo.mobile_logo)} alt="" width={112} height={28} /> : <strong>TakaPlay</strong>}
      </Link>
      <div className="shell-header-end">
        <InstallButton compact />
        <button type="button" className="icon-btn" aria-label={t('header.help')} onClick={openSupport}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .8-1 1.5v.7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            <circle cx="12" cy="17" r="1.2" fill="currentColor" />
          </svg>
        </button>
        {loggedIn ? (
          <span className="shell-balance" data-testid="header-balance">
            <span className="visually-hidden">{t('header.balance')}: </span>
            {balance.data ? <BalanceAmount value={balance.data.balance} /> : <span className="money">৳ ----</span>}
          </span>
        ) : (
          <LanguageToggle compact />
        )}
      </div>
    </header>
  );
}
