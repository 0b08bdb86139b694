import useEmblaCarousel from 'embla-carousel-react';
import { useEffect } from 'react';
import type { CarouselViewportProps } from './Carousel';
import { settleWhenStill } from './embla-settle';

/** The viewport with embla-carousel-react, loaded by Carousel after the first render. */
export default function EmblaViewport({ className, options, onApi, children, testId }: CarouselViewportProps) {
  const [ref, api] = useEmblaCarousel(options);
  useEffect(() => {
    if (!api) return;
    settleWhenStill(api);
    onApi(api);
    return () => onApi(undefined);
  }, [api, onApi]);
  return (
    <div className={className} ref={ref} data-testid={testId}>
      {children}
    </div>
  );
}
