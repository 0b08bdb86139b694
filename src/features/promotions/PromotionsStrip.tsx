import './desktop-promotions.css';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { EmblaCarouselType } from 'embla-carousel';
import { useState } from 'react';
import { Carousel } from '../../ui/Carousel';
import { useTranslation } from '../../i18n/react';
import { errorText, publicQueries } from '../../api';
import { Skeleton } from '../../ui/EmptyState';
import { QueryState } from '../../ui/QueryState';
import { PromotionCard } from './PromotionCard';
import { activePromotions } from './promo-filters';

/** The home page's promotions strip: the active promotions in a sliding row. */
export function PromotionsStrip() {
  const { t } = useTranslation(['desktop', 'common']);
  const q = useQuery(publicQueries.promotions());
  const list = activePromotions(q.data ?? []);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  return (
    <section className="dk-section" aria-labelledby="dk-promos">
      <div className="dk-section-head">
        <h2 id="dk-promos">{t('desktop:home.promotions')}</h2>
        <div className="dk-strip-ctrl">
          <button type="button" className="dk-icon-btn" aria-label={t('desktop:carousel.prev')} onClick={() => embla?.scrollPrev()}>
            ‹
          </button>
          <button type="button" className="dk-icon-btn" aria-label={t('desktop:carousel.next')} onClick={() => embla?.scrollNext()}>
            ›
          </button>
          <Link to="/promotions">{t('desktop:home.viewAll')}</Link>
        </div>
      </div>
      <QueryState
        query={q}
        loading={
          <div className="dk-strip-skel">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={320} />
            ))}
          </div>
        }
        error={(e) => errorText(e, t('desktop:promo.failed'))}
        isEmpty={() => list.length === 0}
      >
        {() => (
          <Carousel className="dk-strip-viewport" options={{ align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps' }} onApi={setEmbla}>
            <ul className="dk-strip-track">
              {list.map((p) => (
                <li key={p.id} className="dk-strip-slide">
                  <PromotionCard promo={p} />
                </li>
              ))}
            </ul>
          </Carousel>
        )}
      </QueryState>
    </section>
  );
}
