import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { settleWhenStill } from './embla-settle';

/**
 * embla-carousel, fetched after the first render: the first slide is plain markup (it is usually the
 * largest paint), and the carousel's code (about 7 KB gzip) stays out of the first paint. Same shape
 * as embla-carousel-react's hook: [ref for the viewport, the API once loaded].
 *
 * The viewport is a ref object read after each render, not a state setter used as callback ref: a
 * state update made by a ref lands during the commit, and React then renders it synchronously, with
 * every effect still pending, in the same task as the first screen (a long task on a phone).
 */
export function useLazyEmbla(options: EmblaOptionsType = {}): [RefObject<HTMLDivElement | null>, EmblaCarouselType | undefined] {
  const ref = useRef<HTMLDivElement>(null);
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (ref.current !== node) setNode(ref.current);
  });
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
        settleWhenStill(instance);
        setApi(instance);
      })
      .catch((e) => console.warn('carousel failed to load', e));
    return () => {
      alive = false;
      instance?.destroy();
      setApi(undefined);
    };
  }, [node, key]);
  return [ref, api];
}
