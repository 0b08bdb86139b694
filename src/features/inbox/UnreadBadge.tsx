import { useTranslation } from '../../i18n/react';
import './unread-badge.css';

/**
 * The unread count beside an entry that leads to the inbox (bottom bar, drawer, account menus).
 * Nothing at zero. Its words ("3 unread messages") join the entry's accessible name.
 */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation('common');
  if (count <= 0) return null;
  return (
    <span className="unread-badge" data-testid="unread-badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden"> ({t('inboxUnread', { count })})</span>
    </span>
  );
}
