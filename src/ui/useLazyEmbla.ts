import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useEffect, useState } from 'react';

/**
 * embla-carousel, fetched after the first render: the first slide is plain markup (it is usually the
 * largest paint), and the carousel's code (about 7 KB gzip) stays out of the first paint. Same shape
 * as embla-carousel-react's hook: [ref for the viewport, the API once loaded].
 */
export function useLazyEmbla(options: EmblaOptionsType = {}): [(node: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const key = JSON.stringify(options);
  useEffect(() => {
    if (!node) return;
    let alive = true;
    let instance: EmblaCarouselType | undefined;
    import('embla-carousel')
      .then(({ default: EmblaCarousel }) => {
        if (!alive) return;
        instance = EmblaCarousel(node, JSON.parse(key) as EmblaOptionsType);
        setApi(instance);
      })
      .catch((e) => console.warn('carousel failed to load', e));
    return () => {
      alive = false;
      instance?.destroy();
      setApi(undefined);
    };
  }, [node, key]);
  return [setNode, api];
}
