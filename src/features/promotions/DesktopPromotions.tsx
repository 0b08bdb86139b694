import './desktop-promotions.css';
import { useQuery } from '@tanstack/react-query';
import type { EmblaCarouselType } from 'embla-carousel';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { errorText, publicQueries } from '../../api';
import { Carousel } from '../../ui/Carousel';
import { Skeleton } from '../../ui/EmptyState';
import { QueryState } from '../../ui/QueryState';
import { BannerCarousel, DesktopPage } from '../layout';
import { PromotionCard } from './PromotionCard';
import { filterPromotions, PROMO_FILTERS, type PromoFilterId } from './promo-filters';

/** Desktop promotions: banner, the category filter strip (an embla carousel), the cards. */
export function DesktopPromotions() {
  const { t } = useTranslation(['desktop', 'common']);
  const q = useQuery(publicQueries.promotions());
  const [filter, setFilter] = useState<PromoFilterId>('all');
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const list = filterPromotions(q.data ?? [], filter);
  return (
    <DesktopPage className="dk-promotions">
      <BannerCarousel
        label={t('desktop:promo.title')}
        banners={[{ id: 'promotions', image: '/storage/banners/Promotions.webp', name: t('desktop:promo.bannerAlt') }]}
      />
      <div className="dk-wrap">
        <h1 className="dk-h1">{t('desktop:promo.title')}</h1>
        <div className="dk-filter">
          <button type="button" className="dk-filter-arrow" aria-label={t('desktop:carousel.prev')} onClick={() => embla?.scrollPrev()}>
            ‹
          </button>
          <Carousel
            className="dk-filter-viewport"
            options={{ align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps' }}
            onApi={setEmbla}
            testId="promo-filter-strip"
          >
            <ul className="dk-filter-track" aria-label={t('desktop:promo.filterLabel')}>
              {PROMO_FILTERS.map((f) => (
                <li key={f.id} className="dk-filter-slide" data-filter-id={f.id}>
                  <button type="button" className="dk-filter-btn" aria-pressed={filter === f.id} onClick={() => setFilter(f.id)}>
                    {t(`desktop:promo.filter.${f.id}`)}
                  </button>
                </li>
              ))}
            </ul>
          </Carousel>
          <button type="button" className="dk-filter-arrow" aria-label={t('desktop:carousel.next')} onClick={() => embla?.scrollNext()}>
            ›
          </button>
        </div>
        <QueryState
          query={q}
          loading={
            <div className="dk-promo-grid">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} height={340} />
              ))}
            </div>
          }
          error={(e) => errorText(e, t('desktop:promo.failed'))}
          isEmpty={() => list.length === 0}
        >
          {() => (
            <ul className="dk-promo-grid" data-testid="dk-promo-grid">
              {list.map((p) => (
                <li key={p.id}>
                  <PromotionCard promo={p} level={2} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </DesktopPage>
  );
}
