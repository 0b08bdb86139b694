import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useLogout } from '../../features/auth';
import { useLaunchGame, useTypeProviders } from '../../features/games';
import type { CategoryEntry } from '../../features/layout';
import { affiliateUrl, CategoryIcon, SPORTS_MENU, sportsLabel, useGameCategories } from '../../features/lobby';
import { LazyUnreadBadge } from './unread';
import { MarketBlockPopup, type Section, useMarketBlock } from '../../features/market-block';
import { LanguageToggle } from '../../features/site';
import { useSupport } from '../../features/support';
import { useLoggedIn } from '../../session';

/** Side menu: the spec's entries (2.4), the Sports submenu and each category's providers. */
export function Drawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['common', 'lobby']);
  const loggedIn = useLoggedIn();
  const logout = useLogout();
  const navigate = useNavigate();
  const openSupport = useSupport();
  const market = useMarketBlock();
  const [blocked, setBlocked] = useState(false);
  const { launch, layer } = useLaunchGame();
  const categories = useGameCategories();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal?.();
    if (!open && d.open) d.close();
  }, [open]);

  /** a blocked section shows the market-block popup instead of opening */
  const guard = (section: Section, go: () => void) => {
    onClose();
    if (market.isBlocked(section)) setBlocked(true);
    else go();
  };

  return (
    <>
      {/* a click on the backdrop or a link closes it; keyboard users have Escape (onCancel) and the close button */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: see above */}
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
            <strong className="drawer-brand">
              Taka<span>Play</span>
            </strong>
            <button type="button" className="icon-btn" aria-label={t('nav.closeMenu')} onClick={onClose}>
              ✕
            </button>
          </div>
          <ul className="drawer-list">
            <li>
              <Link to="/" activeOptions={{ exact: true }}>
                <DrawerIcon d="M3 11l9-8 9 8v10h-6v-6H9v6H3z" />
                {t('nav.home')}
              </Link>
            </li>
            <li>
              <details className="drawer-group">
                <summary>
                  <CategoryIcon name="sports" size={20} />
                  {t('nav.sports')}
                </summary>
                <ul>
                  {SPORTS_MENU.map((s) => (
                    <li key={s.key}>
                      <button
                        type="button"
                        className="drawer-btn drawer-sub"
                        onClick={() =>
                          s.platform
                            ? guard('sports', () => launch({ gameCode: '', gameType: 'SPORTS', platform: s.platform ?? '', name: sportsLabel(t, s) }))
                            : guard('exchange', () => void navigate({ to: s.to ?? '/exchange' }))
                        }
                      >
                        {sportsLabel(t, s)}
                      </button>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
            {categories.map((c) => (
              <li key={c.slug}>
                <CategoryGroup type={c.type} catKey={c.slug} label={t(`nav.${c.slug}`)} onPick={(go) => guard('games', go)} />
              </li>
            ))}
            <li className="drawer-sep" aria-hidden="true" />
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
            <li className="drawer-sep" aria-hidden="true" />
            <li>
              <a href={affiliateUrl()} target="_blank" rel="noopener noreferrer">
                <DrawerIcon d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" stroke />
                {t('nav.affiliate')}
              </a>
            </li>
            <li>
              <button
                type="button"
                className="drawer-btn"
                onClick={() => {
                  onClose();
                  openSupport();
                }}
              >
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
                <button type="button" className="drawer-btn" onClick={() => void logout().then(onClose)}>
                  <DrawerIcon d="M10 17l1.4 1.4L17.8 12l-6.4-6.4L10 7l3.6 4H3v2h10.6zM19 3h-6v2h6v14h-6v2h6a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2z" />
                  {t('nav.logout')}
                </button>
              </li>
            )}
          </ul>
        </nav>
      </dialog>
      <MarketBlockPopup open={blocked} onClose={() => setBlocked(false)} />
      {layer}
    </>
  );
}

function DrawerIcon({ d, stroke = false }: { d: string; stroke?: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" className="drawer-icon">
      <path d={d} fill={stroke ? 'none' : 'currentColor'} stroke={stroke ? 'currentColor' : 'none'} strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** A category with its providers, loaded when the group is first opened. */
function CategoryGroup({ type, catKey, label, onPick }: { type: CategoryEntry['type']; catKey: string; label: string; onPick: (go: () => void) => void }) {
  const { t } = useTranslation(['common', 'games']);
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const p = useTypeProviders(type, opened);
  const go = (system?: string, title = label) => onPick(() => void navigate({ to: '/games', search: { type, system, title } }));
  return (
    <details className="drawer-group" onToggle={(e) => e.currentTarget.open && setOpened(true)}>
      <summary>
        <CategoryIcon name={catKey} size={20} />
        {label}
      </summary>
      <ul>
        <li>
          <button type="button" className="drawer-btn drawer-sub" onClick={() => go()}>
            {t('games:providers.allOf', { name: label })}
          </button>
        </li>
        {p.isLoading && <li className="drawer-note">{t('common:loading')}</li>}
        {p.error && (
          <li className="drawer-note" role="alert">
            {p.error}{' '}
            <button type="button" className="btn-link" onClick={p.retry}>
              {t('common:retry')}
            </button>
          </li>
        )}
        {p.isEmpty && <li className="drawer-note">{t('games:providers.none')}</li>}
        {p.providers.map((pr) => (
          <li key={pr.platform}>
            <button type="button" className="drawer-btn drawer-sub" onClick={() => go(pr.platform, `${label} · ${pr.name}`)}>
              {pr.name}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
