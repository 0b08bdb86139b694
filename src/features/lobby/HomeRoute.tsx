import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { publicQueries } from '../../api';
import type { SliderItem } from '../../api/contract/public';
import { Skeleton } from '../../ui/EmptyState';
import { QueryState } from '../../ui/QueryState';
import { RenderLater } from '../../ui/RenderLater';
import { isMaintenance, Maintenance, useGeneral } from '../site';
import { ChatButton } from '../support';
import { HeroCarousel } from './HeroCarousel';
import { activeSlides } from './slides';
import { CategoryNav } from './CategoryNav';
import { FavouritesSlider } from './FavouritesSlider';
import { FeaturedGames } from './FeaturedGames';
import { HomePopups } from './HomePopups';
import { MarketSection } from './MarketSection';
import { NoticeMarquee } from './NoticeMarquee';
import { ScrollTopButton } from './ScrollTopButton';
import './hero-marquee.css';
import './lobby.css';

/** Home, or the maintenance page when the (fresh or cached) general settings say site_status 0. */
export function HomeRoute() {
  const { t } = useTranslation(['lobby', 'common']);
  const { general, isLoading: generalLoading } = useGeneral();
  const sliders = useQuery(publicQueries.sliders());
  if (isMaintenance(general)) return <Maintenance supportMail={general?.support_mail} />;
  const of = (type: SliderItem['slider_type']) => activeSlides(sliders.data, type);
  return (
    <main className="home">
      <h1 className="visually-hidden">{t('title')}</h1>
      {/* failed with nothing cached: one message with Retry in the hero's place, no empty sections below */}
      <QueryState query={sliders} loading={<div className="hero hero-empty skeleton" aria-hidden="true" />} error={t('slidesError')}>
        {() => <HeroCarousel slides={of('Main')} />}
      </QueryState>
      <NoticeMarquee notices={general?.notice ?? []} pending={generalLoading} />
      <CategoryNav />
      <MarketSection />
      {/* below the fold: after the first screen (src/ui/RenderLater.tsx) */}
      <RenderLater minHeight={320}>
        {sliders.data !== undefined ? (
          <>
            <FavouritesSlider items={of('Favourite')} />
            <FeaturedGames items={of('Features')} />
          </>
        ) : (
          sliders.isLoading && (
            <div className="home-section" aria-hidden="true">
              <Skeleton height={20} width={140} />
              <div className="featured-grid" style={{ marginTop: 12 }}>
                {[0, 1, 2, 3, 4, 5].map((i) => (
                  <Skeleton key={i} height={110} />
                ))}
              </div>
            </div>
          )
        )}
      </RenderLater>
      <ScrollTopButton />
      <ChatButton />
      <HomePopups notice={general?.system_notice} />
    </main>
  );
}
