import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
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
        <span aria-hidden="true">🏠</span>
        {t('nav.home')}
      </Link>
      <Link to="/promotions">
        <span aria-hidden="true">🎁</span>
        {t('nav.promotions')}
      </Link>
      <Link to="/deposit">
        <span aria-hidden="true">💳</span>
        {t('nav.deposit')}
      </Link>
      <Link to="/account">
        <span aria-hidden="true">👤</span>
        {t('nav.account')}
      </Link>
    </nav>
  );
}
