import { imageSrc } from '../../api';
import type { SliderItem } from '../../api/contract/public';
import { useTranslation } from '../../i18n/react';
import { splitGameLink, useLaunchGame } from '../games';
import { HomeSection } from './HomeSection';

/** Sliders of type Features: the link "PLATFORM-TYPE" starts that game; a guest goes to /login. */
export function FeaturedGames({ items }: { items: SliderItem[] }) {
  const { t } = useTranslation('lobby');
  const { launch, layer } = useLaunchGame();
  if (items.length === 0) return null;
  return (
    <HomeSection id="feat-h" title={t('featured.title')}>
      <ul className="featured-grid" data-testid="featured">
        {items.map((s) => {
          const target = splitGameLink(s.link);
          return (
            <li key={s.id}>
              <button
                type="button"
                className="featured-card"
                disabled={!target}
                onClick={() => target && launch({ gameCode: '', gameType: target.gameType, platform: target.platform, name: s.name })}
              >
                <img src={imageSrc(s.thubmnail)} alt="" width={120} height={120} loading="lazy" decoding="async" />
                <span className="featured-name">
                  <span className="visually-hidden">{t('featured.playPrefix')} </span>
                  {s.name}
                </span>
                {target && <span className="featured-platform">{target.platform}</span>}
              </button>
            </li>
          );
        })}
      </ul>
      {layer}
    </HomeSection>
  );
}
