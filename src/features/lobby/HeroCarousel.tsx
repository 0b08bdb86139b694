import { Link, useRouter } from '@tanstack/react-router';
import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { SliderItem } from '../../api/contract/public';
import { isSitePath, safeHttpUrl } from '../../lib/safe-url';
import { Carousel } from '../../ui/Carousel';
import { CarouselDots } from '../../ui/CarouselDots';
import { useAutoplay } from '../../ui/useAutoplay';
import { usePrefersReducedMotion } from '../../ui/usePrefersReducedMotion';
import { imageSrc } from '../../api';

/** spec 1, section 9: 3000 ms per slide, progress tick 30 ms, 500 ms transition */
const SLIDE_MS = 3000;
const TICK_MS = 30;
/** embla's duration is in its own units; with 25 a slide covers 95 % of its way in about 500 ms (src/ui/embla-settle.ts ends the rest) */
const EMBLA_DURATION = 25;

/** The main image carousel (sliders of type Main): advances by itself, pauses while touched or focused. */
export function HeroCarousel({ slides }: { slides: SliderItem[] }) {
  const { t } = useTranslation('lobby');
  const reduced = usePrefersReducedMotion();
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const [selected, setSelected] = useState(0);
  const [held, setHeld] = useState(false);
  const bar = useRef<HTMLSpanElement>(null);
  useAutoplay(embla, { periodMs: SLIDE_MS, tickMs: TICK_MS, enabled: !reduced && slides.length > 1, paused: held, bar });

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    const down = () => setHeld(true);
    const up = () => setHeld(false);
    embla.on('select', onSelect).on('pointerDown', down).on('pointerUp', up);
    return () => {
      embla.off('select', onSelect).off('pointerDown', down).off('pointerUp', up);
    };
  }, [embla]);

  const go = useCallback((i: number) => embla?.scrollTo(i, reduced), [embla, reduced]);

  const slideTrack = (shown: SliderItem[]) => (
    <div className="hero-track">
      {shown.map((s, i) => (
        // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern marks each slide as a group
        <div
          className="hero-slide"
          key={s.id}
          role="group"
          aria-roledescription="slide"
          aria-label={t('carousel.slide', { n: i + 1, total: slides.length })}
          aria-hidden={i !== selected}
          data-active={i === selected}
        >
          <SlideLink slide={s} tabbable={i === selected}>
            <img
              src={imageSrc(s.thubmnail)}
              alt={s.name}
              width={780}
              height={300}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : undefined}
              decoding="async"
            />
          </SlideLink>
        </div>
      ))}
    </div>
  );

  // loaded but no slides: the hero's place without the loading shimmer (a failed load is HomeRoute's ErrorState)
  if (slides.length === 0) return <div className="hero hero-empty" aria-hidden="true" />;
  return (
    <section
      className="hero"
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      data-testid="hero"
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
    >
      <Carousel className="hero-viewport" options={{ loop: true, duration: EMBLA_DURATION }} onApi={setEmbla} first={slideTrack(slides.slice(0, 1))}>
        {slideTrack(slides)}
      </Carousel>
      <div className="hero-progress" aria-hidden="true">
        <span ref={bar} data-testid="hero-progress" />
      </div>
      <CarouselDots
        className="hero-dots"
        dotClassName="hero-dot"
        inner
        keys={slides.map((s) => s.id)}
        selected={selected}
        onSelect={go}
        label={(n) => t('carousel.goTo', { n })}
      />
    </section>
  );
}

function SlideLink({ slide, tabbable, children }: { slide: SliderItem; tabbable: boolean; children: React.ReactNode }) {
  const router = useRouter();
  const link = slide.link ?? '';
  const tabIndex = tabbable ? undefined : -1;
  if (isSitePath(link)) {
    return (
      <a
        href={link}
        className="hero-link"
        tabIndex={tabIndex}
        onClick={(e) => {
          e.preventDefault();
          router.history.push(link);
        }}
      >
        {children}
      </a>
    );
  }
  const external = safeHttpUrl(link);
  if (external) {
    return (
      <a href={external} className="hero-link" target="_blank" rel="noopener noreferrer" tabIndex={tabIndex}>
        {children}
      </a>
    );
  }
  return (
    <Link to="/" className="hero-link" tabIndex={tabIndex}>
      {children}
    </Link>
  );
}
