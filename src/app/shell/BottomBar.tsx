import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/react';
import { LazyUnreadBadge, LazyUnreadWords } from './unread';
import { LanguageToggle } from '../../features/site';
import { useLoggedIn } from '../../session';

export function BottomBar() {
  const { t } = useTranslation('common');
  const loggedIn = useLoggedIn();
  if (!loggedIn) {
    return (
      <nav className="bottom-bar bottom-bar-guest" aria-label={t('nav.account')}>
        <LanguageToggle compact />
        <Link to="/login" className="btn">
          {t('nav.login')}
        </Link>
        <Link to="/signup" className="btn btn-primary">
          {t('nav.signup')}
        </Link>
      </nav>
    );
  }
  return (
    <nav className="bottom-bar" aria-label={t('nav.account')}>
      <Link to="/" activeOptions={{ exact: true }}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 11l9-8 9 8v10h-6v-6H9v6H3z" fill="currentColor" fillRule="evenodd" />
        </svg>
        {t('nav.home')}
      </Link>
      <Link to="/promotions">
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M20 7h-3.2A3 3 0 0 0 12 3.8 3 3 0 0 0 7.2 7H4v5h1v9h14v-9h1zM9.5 5a1.5 1.5 0 0 1 1.5 1.5V7H9.5a1 1 0 0 1 0-2zm5 0a1 1 0 0 1 0 2H13v-.5A1.5 1.5 0 0 1 14.5 5zM6 9h5v2H6zm7 0h5v2h-5zm-6 4h4v6H7zm6 0h4v6h-4z"
            fill="currentColor"
            fillRule="evenodd"
          />
        </svg>
        {t('nav.promotions')}
      </Link>
      <Link to="/deposit">
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 3v2h16V8zm0 5v4h16v-4zm2 1h5v2H6z"
            fill="currentColor"
            fillRule="evenodd"
          />
        </svg>
        {t('nav.deposit')}
      </Link>
      <Link to="/account">
        <span className="badge-anchor">
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.4 0-8 2.2-8 5.5V21h16v-1.5c0-3.3-3.6-5.5-8-5.5z"
              fill="currentColor"
              fillRule="evenodd"
            />
          </svg>
          <LazyUnreadBadge wordsApart />
        </span>
        {t('nav.account')}
        <LazyUnreadWords />
      </Link>
    </nav>
  );
}
