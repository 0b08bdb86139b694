import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/react';
import { affiliateUrl, CategoryIcon, SPORTS_MENU, sportsLabel } from '../../features/lobby';
import { LanguageToggle } from '../../features/site';
import { LazyUnreadBadge } from './unread';

/** The side menu's fixed entries (spec 2.4), in the order they appear; the category groups sit between them. */

export type SportsEntry = (typeof SPORTS_MENU)[number];

function DrawerIcon({ d, stroke = false }: { d: string; stroke?: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" className="drawer-icon">
      <path d={d} fill={stroke ? 'none' : 'currentColor'} stroke={stroke ? 'currentColor' : 'none'} strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function DrawerHead({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['common', 'lobby']);
  return (
    <div className="drawer-head">
      <strong className="drawer-brand">
        Taka<span>Play</span>
      </strong>
      <button type="button" className="icon-btn" aria-label={t('nav.closeMenu')} onClick={onClose}>
        ✕
      </button>
    </div>
  );
}

export function HomeItem() {
  const { t } = useTranslation(['common', 'lobby']);
  return (
    <li>
      <Link to="/" activeOptions={{ exact: true }}>
        <DrawerIcon d="M3 11l9-8 9 8v10h-6v-6H9v6H3z" />
        {t('nav.home')}
      </Link>
    </li>
  );
}

/** The Sports submenu: each sport opens its provider or the exchange. */
export function SportsGroup({ onPick }: { onPick: (sport: SportsEntry) => void }) {
  const { t } = useTranslation(['common', 'lobby']);
  return (
    <li>
      <details className="drawer-group">
        <summary>
          <CategoryIcon name="sports" size={20} />
          {t('nav.sports')}
        </summary>
        <ul>
          {SPORTS_MENU.map((s) => (
            <li key={s.key}>
              <button type="button" className="drawer-btn drawer-sub" onClick={() => onPick(s)}>
                {sportsLabel(t, s)}
              </button>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

/** Promotions, the referral programme and VIP. */
export function RewardItems() {
  const { t } = useTranslation(['common', 'lobby']);
  return (
    <>
      <li>
        <Link to="/promotions">
          <DrawerIcon d="M20 7h-3.2A3 3 0 0 0 12 3.8 3 3 0 0 0 7.2 7H4v5h1v9h14v-9h1zM9.5 5a1.5 1.5 0 0 1 1.5 1.5V7H9.5a1 1 0 0 1 0-2zm5 0a1 1 0 0 1 0 2H13v-.5A1.5 1.5 0 0 1 14.5 5zM6 9h5v2H6zm7 0h5v2h-5zm-6 4h4v6H7zm6 0h4v6h-4z" />
          {t('nav.promotions')}
        </Link>
      </li>
      <li>
        <Link to="/refrrel-program">
          <DrawerIcon d="M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm7 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c0-3.5 3-6 7-6s7 2.5 7 6zm15.5 0c0-2.1-.8-3.9-2.2-5.2 3.5.2 6.7 1.9 6.7 5.2z" />
          {t('nav.referral')}
        </Link>
      </li>
      <li>
        <Link to="/vip">
          <DrawerIcon d="M3 7l4.5 4L12 4l4.5 7L21 7l-2 12H5z" />
          {t('nav.vip')}
        </Link>
      </li>
    </>
  );
}

/** The affiliate site, live chat and the ambassador section. */
export function ContactItems({ onLiveChat }: { onLiveChat: () => void }) {
  const { t } = useTranslation(['common', 'lobby']);
  return (
    <>
      <li>
        <a href={affiliateUrl()} target="_blank" rel="noopener noreferrer">
          <DrawerIcon d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" stroke />
          {t('nav.affiliate')}
        </a>
      </li>
      <li>
        <button type="button" className="drawer-btn" onClick={onLiveChat}>
          <DrawerIcon d="M12 3C6.5 3 2 6.6 2 11c0 2.4 1.3 4.5 3.4 6L4.6 21l4.2-2.2c1 .3 2.1.4 3.2.4 5.5 0 10-3.6 10-8S17.5 3 12 3z" />
          {t('nav.liveChat')}
        </button>
      </li>
      <li>
        <a href="#ambassador">
          <DrawerIcon d="M12 2l2.9 6.9 7.1.6-5.4 4.7 1.6 7L12 17.5 5.8 21.2l1.6-7L2 9.5l7.1-.6z" />
          {t('nav.ambassador')}
        </a>
      </li>
    </>
  );
}

/** The inbox (signed in), the language and the logout (signed in). */
export function PlayerItems({ loggedIn, onLogout }: { loggedIn: boolean; onLogout: () => void }) {
  const { t } = useTranslation(['common', 'lobby']);
  return (
    <>
      {loggedIn && (
        <li>
          <Link to="/inbox">
            <DrawerIcon d="M3 5h18v14H3zm2 2v.5l7 4.5 7-4.5V7zm0 2.9V17h14V9.9l-7 4.5z" />
            {t('nav.inbox')}
            <LazyUnreadBadge />
          </Link>
        </li>
      )}
      <li className="drawer-lang">
        <LanguageToggle />
      </li>
      {loggedIn && (
        <li>
          <button type="button" className="drawer-btn" onClick={onLogout}>
            <DrawerIcon d="M10 17l1.4 1.4L17.8 12l-6.4-6.4L10 7l3.6 4H3v2h10.6zM19 3h-6v2h6v14h-6v2h6a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2z" />
            {t('nav.logout')}
          </button>
        </li>
      )}
    </>
  );
}
