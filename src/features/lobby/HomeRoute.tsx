import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { publicQueries } from '../../api';
import type { SliderItem } from '../../api/contract/public';
import { ErrorState, Skeleton } from '../../ui/EmptyState';
import { isMaintenance, Maintenance, useGeneral } from '../site';
import { ChatButton } from '../support';
import { HeroCarousel } from './HeroCarousel';
import { activeSlides } from './slides';
import { CategoryNav, FavouritesSlider, FeaturedGames, HomePopups, MarketSection, NoticeMarquee, ScrollTopButton } from './HomeParts';
import './hero-marquee.css';
import './lobby.css';

/** Home, or the maintenance page when the (fresh or cached) general settings say site_status 0. */
export function HomeRoute() {
  const { t } = useTranslation(['lobby', 'common']);
  const { general, isLoading: generalLoading } = useGeneral();
  const sliders = useQuery(publicQueries.sliders());
  if (isMaintenance(general)) return <Maintenance supportMail={general?.support_mail} />;
  const of = (type: SliderItem['slider_type']) => activeSlides(sliders.data, type);
  // failed with nothing cached: one message with Retry in the hero's place, no empty sections below
  const failed = sliders.isError && !sliders.data;
  return (
    <main className="home">
      <h1 className="visually-hidden">{t('title')}</h1>
      {sliders.isLoading ? (
        <div className="hero hero-empty skeleton" aria-hidden="true" />
      ) : failed ? (
        <ErrorState message={t('slidesError')} onRetry={() => void sliders.refetch()} retryLabel={t('common:retry')} />
      ) : (
        <HeroCarousel slides={of('Main')} />
      )}
      <NoticeMarquee notices={general?.notice ?? []} pending={generalLoading} />
      <CategoryNav />
      <MarketSection />
      {sliders.isLoading ? (
        <div className="home-section" aria-hidden="true">
          <Skeleton height={20} width={140} />
          <div className="featured-grid" style={{ marginTop: 12 }}>
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} height={110} />
            ))}
          </div>
        </div>
      ) : (
        !failed && (
          <>
            <FavouritesSlider items={of('Favourite')} />
            <FeaturedGames items={of('Features')} />
          </>
        )
      )}
      <ScrollTopButton />
      <ChatButton />
      <HomePopups notice={general?.system_notice} />
    </main>
  );
}
