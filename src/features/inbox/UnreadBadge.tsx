import { useTranslation } from '../../i18n/react';
import { useShown } from '../../i18n/use-shown';
import './unread-badge.css';

/**
 * The unread count beside an entry that leads to the inbox (drawer, account menus). Nothing at zero.
 * Its words ("3 unread messages") join the entry's accessible name; where the mark sits before the
 * entry's label (on the bottom bar's icon), `wordsApart` leaves them to UnreadWords after the label.
 */
export function UnreadBadge({ count, wordsApart = false }: { count: number; wordsApart?: boolean }) {
  const fmt = useShown();
  if (count <= 0) return null;
  return (
    <span className="unread-badge" data-testid="unread-badge">
      <span aria-hidden="true">{fmt.digits(count > 99 ? '99+' : count)}</span>
      {!wordsApart && <UnreadWords count={count} />}
    </span>
  );
}

/** " (3 unread messages)" for screen readers only. */
export function UnreadWords({ count }: { count: number }) {
  const { t } = useTranslation('common');
  if (count <= 0) return null;
  return <span className="visually-hidden"> ({t('inboxUnread', { count })})</span>;
}
