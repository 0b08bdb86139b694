import type { EmblaCarouselType } from 'embla-carousel';
import { type RefObject, useEffect, useRef } from 'react';
import { glideNext } from './embla-glide';

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
 * Advances an embla carousel by real time, so a slow phone still changes slides on schedule. Choosing
 * a slide by hand starts its time again.
 *
 * Where the browser has Web Animations the bar animates itself in steps of `tickMs` (on the compositor)
 * and one timer per slide advances it: writing the bar every 30 ms restyled and repainted it 33 times a
 * second, about a sixth of the home page's main-thread time at rest on a slow phone. Elsewhere (old
 * browsers, tests) a timer every `tickMs` writes the bar on the element, never through React.
 */
export function useAutoplay(embla: EmblaCarouselType | undefined, { periodMs, tickMs = periodMs, enabled, paused, bar }: AutoplayOptions): void {
  const elapsed = useRef(0);
  useEffect(() => {
    const el = bar?.current ?? null;
    const show = (fraction: number) => {
      if (el) el.style.transform = `scaleX(${fraction})`;
    };
    show(enabled ? elapsed.current / periodMs : 0);
    if (!embla) return;
    const running = enabled && !paused;
    const animated = running && !!el && typeof el.animate === 'function';
    let animation: Animation | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let interval: ReturnType<typeof setInterval> | undefined;
    let startedAt = performance.now();

    /** from the time already spent on the slide: the bar's animation and the timer for the rest */
    const runSlide = () => {
      startedAt = performance.now();
      const rest = Math.max(0, periodMs - elapsed.current);
      animation?.cancel();
      show(elapsed.current / periodMs);
      if (!el) return;
      animation = el.animate([{ transform: `scaleX(${elapsed.current / periodMs})` }, { transform: 'scaleX(1)' }], {
        duration: rest,
        easing: `steps(${Math.max(1, Math.round(rest / tickMs))}, end)`,
        fill: 'forwards',
      });
      clearTimeout(timer);
      timer = setTimeout(() => {
        elapsed.current = 0;
        glideNext(embla);
      }, rest);
    };
    const restart = () => {
      elapsed.current = 0;
      if (animated) runSlide();
      else show(0);
    };
    embla.on('select', restart);

    if (animated) runSlide();
    else if (running) {
      let last = performance.now();
      interval = setInterval(() => {
        const now = performance.now();
        elapsed.current += Math.min(now - last, periodMs);
        last = now;
        if (elapsed.current >= periodMs) {
          elapsed.current = 0;
          embla.scrollNext();
        }
        show(elapsed.current / periodMs);
      }, tickMs);
    }
    return () => {
      embla.off('select', restart);
      clearInterval(interval);
      clearTimeout(timer);
      if (animated) {
        // keep the time spent, and the bar where it stands, for when the player lets go
        elapsed.current = Math.min(periodMs, elapsed.current + performance.now() - startedAt);
        animation?.cancel();
        show(elapsed.current / periodMs);
      }
    };
  }, [embla, periodMs, tickMs, enabled, paused, bar]);
}
