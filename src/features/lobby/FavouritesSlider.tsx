import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { imageSrc } from '../../api';
import type { SliderItem } from '../../api/contract/public';
import { useTranslation } from '../../i18n/react';
import { getSession } from '../../session';
import { MarketBlockPopup, useMarketBlock } from '../market-block';
import { HomeSection } from './HomeSection';

/** Sliders of type Favourite: a player goes to the exchange site with the stored exchange token, a guest to /login. */
export function FavouritesSlider({ items }: { items: SliderItem[] }) {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  const market = useMarketBlock();
  const [popup, setPopup] = useState(false);
  if (items.length === 0) return null;
  const open = () => {
    const s = getSession();
    if (!s.token) return void navigate({ to: '/login', search: { redirect: '/' } });
    if (market.isBlocked('exchange')) return setPopup(true);
    // the exchange redirect screen attaches the stored exchange token
    void navigate({ to: '/exchange-redirect' });
  };
  return (
    <HomeSection id="fav-h" title={t('favourites.title')}>
      <ul className="fav-row" data-testid="favourites">
        {items.map((s) => (
          <li key={s.id}>
            <button type="button" className="fav-card" onClick={open}>
              <img src={imageSrc(s.thubmnail)} alt="" width={140} height={140} loading="lazy" decoding="async" />
              <span>
                {s.name}
                <span className="visually-hidden"> {t('favourites.onExchange')}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <MarketBlockPopup open={popup} onClose={() => setPopup(false)} />
    </HomeSection>
  );
}
