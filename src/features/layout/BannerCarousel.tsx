import './desktop.css';
import type { EmblaCarouselType } from 'embla-carousel';
import { Carousel } from '../../ui/Carousel';
import { CarouselDots } from '../../ui/CarouselDots';
import { useAutoplay } from '../../ui/useAutoplay';
import { usePrefersReducedMotion } from '../../ui/usePrefersReducedMotion';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { imageSrc } from '../../api';

export interface Banner {
  id: string | number;
  image: string;
  name: string;
  href?: string | null | undefined;
}

const AUTOPLAY_MS = 3000;

/** The banner carousel: advances every 3 s (paused on hover or focus, off with reduced motion). */
export function BannerCarousel({ banners, label }: { banners: readonly Banner[]; label: string }) {
  const { t } = useTranslation('desktop');
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reduced = usePrefersReducedMotion();

  useEffect(() => {
    if (!embla) return;
    const on = () => setIndex(embla.selectedScrollSnap());
    embla.on('select', on);
    embla.on('reInit', on);
    return () => {
      embla.off('select', on);
      embla.off('reInit', on);
    };
  }, [embla]);

  useAutoplay(embla, { periodMs: AUTOPLAY_MS, enabled: !reduced && banners.length > 1, paused });

  const go = useCallback((i: number) => embla?.scrollTo(i), [embla]);

  const track = (shown: readonly Banner[]) => (
    <div className="dk-banner-track">
      {shown.map((b, i) => (
        <div className="dk-banner-slide" key={b.id} data-slide={i + 1}>
          {b.href ? (
            <a href={b.href} tabIndex={i === index ? 0 : -1}>
              <img src={imageSrc(b.image)} alt={b.name} width={1200} height={360} />
            </a>
          ) : (
            <img src={imageSrc(b.image)} alt={b.name} width={1200} height={360} />
          )}
        </div>
      ))}
    </div>
  );

  return (
    <section
      className="dk-banner"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Carousel className="dk-banner-viewport" options={{ loop: banners.length > 1, duration: 30 }} onApi={setEmbla} first={track(banners.slice(0, 1))}>
        {track(banners)}
      </Carousel>
      {banners.length > 1 && (
        <>
          <button type="button" className="dk-banner-arrow is-prev" aria-label={t('carousel.prev')} onClick={() => embla?.scrollPrev()}>
            ‹
          </button>
          <button type="button" className="dk-banner-arrow is-next" aria-label={t('carousel.next')} onClick={() => embla?.scrollNext()}>
            ›
          </button>
          <CarouselDots
            className="dk-banner-dots"
            dotClassName="dk-dot"
            keys={banners.map((b) => b.id)}
            selected={index}
            onSelect={go}
            label={(n) => t('carousel.goTo', { n })}
          />
        </>
      )}
    </section>
  );
}
