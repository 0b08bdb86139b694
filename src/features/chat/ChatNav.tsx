import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/react';

/** The support chat's own navigation: Home (/chat) and Message (/chat-list). */
export function ChatNav() {
  const { t } = useTranslation('chat');
  return (
    <nav className="chat-nav" aria-label={t('nav.label')}>
      <Link to="/chat" activeOptions={{ exact: true }}>
        <span aria-hidden="true">⌂</span>
        {t('nav.home')}
      </Link>
      <Link to="/chat-list">
        <span aria-hidden="true">✉</span>
        {t('nav.message')}
      </Link>
    </nav>
  );
}
