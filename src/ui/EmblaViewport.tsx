import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect } from 'react';
import type { CarouselViewportProps } from './Carousel';
import { whenIdle } from '../lib/when-idle';
import { settleWhenStill } from './embla-settle';

/** The viewport with embla-carousel-react, loaded by Carousel after the first render. */
export default function EmblaViewport({ className, options, onApi, children, testId }: CarouselViewportProps) {
  const [emblaRef, api] = useEmblaCarousel(options);
  // embla measures the slides (forcing a layout) and builds its engine when it gets the node. Given in
  // the commit that mounts the viewport, that ran inside the commit's task, the longest of the first
  // load (docs/first-paint-log.md); given when the browser is idle it is a task of its own on a
  // laid-out page. The slides show meanwhile.
  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      if (!node) return;
      const cancel = whenIdle(() => emblaRef(node), { timeout: 1000, fallbackMs: 0 });
      return () => {
        cancel();
        emblaRef(null);
      };
    },
    [emblaRef],
  );
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
