import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useLaunchGame } from '../games';
import { MarketBlockPopup, type Section, useMarketBlock } from '../market-block';
import { CategoryIcon } from './categories';
import { HomeSection } from './HomeSection';

/** Shortcuts into the three sections an upline can block; a blocked one shows the popup instead. */
export function MarketSection() {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  const market = useMarketBlock();
  const [popup, setPopup] = useState(false);
  const { launch, layer } = useLaunchGame();
  const open = (section: Section, go: () => void) => (market.isBlocked(section) ? setPopup(true) : go());
  const items: Array<{ section: Section; icon: string; title: string; sub: string; go: () => void }> = [
    { section: 'exchange', icon: 'sports', title: t('market.exchange'), sub: t('market.exchangeSub'), go: () => void navigate({ to: '/exchange' }) },
    {
      section: 'sports',
      icon: 'lottery',
      title: t('market.sports'),
      sub: t('market.sportsSub'),
      go: () => launch({ gameCode: '', gameType: 'SPORTS', platform: 'SBO', name: 'SBO Sports' }),
    },
    {
      section: 'games',
      icon: 'casino',
      title: t('market.games'),
      sub: t('market.gamesSub'),
      go: () => void navigate({ to: '/games', search: { type: 'LIVE' } }),
    },
  ];
  return (
    <HomeSection id="market-h" title={t('market.title')}>
      <ul className="market-grid">
        {items.map((it) => (
          <li key={it.section}>
            <button type="button" className={`market-card market-${it.section}`} onClick={() => open(it.section, it.go)} data-testid={`market-${it.section}`}>
              <CategoryIcon name={it.icon} size={28} />
              <strong>{it.title}</strong>
              <small>{market.isBlocked(it.section) ? t('market.blocked') : it.sub}</small>
              {market.isBlocked(it.section) && (
                <span className="market-lock" aria-hidden="true">
                  🔒
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
      <MarketBlockPopup open={popup} onClose={() => setPopup(false)} />
      {layer}
    </HomeSection>
  );
}
