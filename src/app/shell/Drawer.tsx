import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../features/auth';
import { useLoggedIn } from '../../session';

const CATEGORIES = [
  { key: 'casino', type: 'LIVE' },
  { key: 'slot', type: 'SLOT' },
  { key: 'table', type: 'TABLE' },
  { key: 'poker', type: 'POKER' },
  { key: 'crash', type: 'CRASH' },
  { key: 'fishing', type: 'FH' },
  { key: 'lottery', type: 'LOTTO' },
] as const;

/** Side menu: the spec's entries. Lobby (issue 3) adds provider submenus. */
export function Drawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  const loggedIn = useLoggedIn();
  const logout = useLogout();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal?.();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    // a click on the backdrop or a link closes it; keyboard users have Escape (onCancel) and the close button
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <dialog
      ref={ref}
      className="drawer"
      aria-label={t('nav.mainMenu')}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget || (e.target as HTMLElement).closest('a')) onClose();
      }}
    >
      <nav>
        <div className="drawer-head">
          <strong>TakaPlay</strong>
          <button type="button" className="icon-btn" aria-label={t('nav.closeMenu')} onClick={onClose}>
            ✕
          </button>
        </div>
        <ul className="drawer-list">
          <li>
            <Link to="/">{t('nav.home')}</Link>
          </li>
          <li>
            <Link to="/exchange">{t('nav.sports')}</Link>
          </li>
          {CATEGORIES.map((c) => (
            <li key={c.key}>
              <Link to="/games" search={{ type: c.type, title: t(`nav.${c.key}`) }}>
                {t(`nav.${c.key}`)}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/promotions">{t('nav.promotions')}</Link>
          </li>
          <li>
            <Link to="/refrrel-program">{t('nav.referral')}</Link>
          </li>
          <li>
            <Link to="/vip">{t('nav.vip')}</Link>
          </li>
          {loggedIn && (
            <li>
              <button type="button" className="drawer-btn" onClick={() => void logout().then(onClose)}>
                {t('nav.logout')}
              </button>
            </li>
          )}
        </ul>
      </nav>
    </dialog>
  );
}
