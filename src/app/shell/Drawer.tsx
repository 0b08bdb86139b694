import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useLogout } from '../../features/auth';
import { useLaunchGame, useTypeProviders } from '../../features/games';
import type { CategoryEntry } from '../../features/layout';
import { CategoryIcon, sportsLabel, useGameCategories } from '../../features/lobby';
import { MarketBlockPopup, type Section, useMarketBlock } from '../../features/market-block';
import { useSupport } from '../../features/support';
import { useLoggedIn } from '../../session';
import { ContactItems, DrawerHead, HomeItem, PlayerItems, RewardItems, type SportsEntry, SportsGroup } from './DrawerLinks';

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
  const pickSport = (s: SportsEntry) =>
    s.platform
      ? guard('sports', () => launch({ gameCode: '', gameType: 'SPORTS', platform: s.platform ?? '', name: sportsLabel(t, s) }))
      : guard('exchange', () => void navigate({ to: s.to ?? '/exchange' }));

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
          <DrawerHead onClose={onClose} />
          <ul className="drawer-list">
            <HomeItem />
            <SportsGroup onPick={pickSport} />
            {categories.map((c) => (
              <li key={c.slug}>
                <CategoryGroup type={c.type} catKey={c.slug} label={t(`nav.${c.slug}`)} onPick={(go) => guard('games', go)} />
              </li>
            ))}
            <li className="drawer-sep" aria-hidden="true" />
            <RewardItems />
            <li className="drawer-sep" aria-hidden="true" />
            <ContactItems
              onLiveChat={() => {
                onClose();
                openSupport();
              }}
            />
            <PlayerItems loggedIn={loggedIn} onLogout={() => void logout().then(onClose)} />
          </ul>
        </nav>
      </dialog>
      <MarketBlockPopup open={blocked} onClose={() => setBlocked(false)} />
      {layer}
    </>
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
