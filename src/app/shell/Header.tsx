import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LanguageToggle, useLogo } from '../../features/site';
import { useBalance } from '../../features/wallet';
import { useLoggedIn } from '../../session';
import { Money } from '../../ui/Money';

export function Header({ onMenu }: { onMenu: () => void }) {
  const { t } = useTranslation('common');
  const logo = useLogo();
  const loggedIn = useLoggedIn();
  const balance = useBalance();
  return (
    <header className="shell-header">
      <button type="button" className="icon-btn" aria-label={t('header.menu')} onClick={onMenu}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <Link to="/" className="shell-logo" aria-label={t('appName')}>
        {logo ? <img src={logo.mobile_logo} alt="" width={120} height={30} /> : <strong>TakaPlay</strong>}
      </Link>
      <div className="shell-header-end">
        {loggedIn ? (
          <span className="shell-balance" data-testid="header-balance">
            <span className="visually-hidden">{t('header.balance')}: </span>
            <Money value={balance.data?.balance} />
          </span>
        ) : (
          <LanguageToggle compact />
        )}
      </div>
    </header>
  );
}
