import type { EmblaCarouselType } from 'embla-carousel';
import { type RefObject, useEffect, useRef } from 'react';

export interface AutoplayOptions {
  /** time on one slide */
  periodMs: number;
  /** how often the progress bar moves (defaults to once per slide) */
  tickMs?: number;
  /** false: no autoplay and an empty bar (reduced motion, a single slide) */
  enabled: boolean;
  /** true while the player holds, hovers or focuses the carousel: time stops, the bar stays */
  paused: boolean;
  /** the bar whose scaleX shows the time spent on the slide */
  bar?: RefObject<HTMLElement | null>;
}

/**
 * Advances an embla carousel by real time, so a slow phone still changes slides on schedule. The bar
 * is written on the element, not through React: a tick every 30 ms would otherwise re-render the
 * carousel 33 times a second. Choosing a slide by hand starts its time again.
 */
export function useAutoplay(embla: EmblaCarouselType | undefined, { periodMs, tickMs = periodMs, enabled, paused, bar }: AutoplayOptions): void {
  const elapsed = useRef(0);
  useEffect(() => {
    const paint = () => {
      if (bar?.current) bar.current.style.transform = `scaleX(${enabled ? elapsed.current / periodMs : 0})`;
    };
    paint();
    if (!embla) return;
    const restart = () => {
      elapsed.current = 0;
      paint();
    };
    embla.on('select', restart);
    let id: ReturnType<typeof setInterval> | undefined;
    if (enabled && !paused) {
      let last = performance.now();
      id = setInterval(() => {
        const now = performance.now();
        elapsed.current += Math.min(now - last, periodMs);
        last = now;
        if (elapsed.current >= periodMs) {
          elapsed.current = 0;
          embla.scrollNext();
        }
        paint();
      }, tickMs);
    }
    return () => {
      clearInterval(id);
      embla.off('select', restart);
    };
  }, [embla, periodMs, tickMs, enabled, paused, bar]);
}
