// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutoplay } from '../../src/ui/useAutoplay';

/** The part of embla the hook uses: scrollNext, the select event, and what the glide reads (src/ui/embla-glide.ts). */
function fakeEmbla() {
  const listeners = new Set<() => void>();
  const track = document.createElement('div');
  const api = {
    containerNode: () => track,
    selectedScrollSnap: () => 0,
    scrollSnapList: () => [0, 1, 2],
    scrolls: 0,
    on: (_: string, f: () => void) => {
      listeners.add(f);
      return api;
    },
    off: (_: string, f: () => void) => {
      listeners.delete(f);
      return api;
    },
    scrollNext: () => {
      api.scrolls += 1;
      for (const f of listeners) f();
    },
    select: () => {
      for (const f of listeners) f();
    },
    listeners,
  };
  return api;
}

function Carousel({ embla, enabled = true, paused = false }: { embla: ReturnType<typeof fakeEmbla>; enabled?: boolean; paused?: boolean }) {
  const bar = useRef<HTMLSpanElement>(null);
  useAutoplay(embla as unknown as EmblaCarouselType, { periodMs: 3000, tickMs: 30, enabled, paused, bar });
  return <span ref={bar} data-testid="bar" />;
}

const scale = (el: HTMLElement) => Number(/scaleX\(([\d.]+)\)/.exec(el.style.transform)?.[1]);

/** Home carousel: 3000 ms per slide with the bar moving every 30 ms (spec 1, section 9). */
describe('useAutoplay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('moves the bar as time passes and goes to the next slide after the period, bar back at 0', () => {
    const embla = fakeEmbla();
    const { getByTestId } = render(<Carousel embla={embla} />);
    act(() => vi.advanceTimersByTime(1500));
    expect(scale(getByTestId('bar'))).toBeCloseTo(0.5, 1);
    expect(embla.scrolls).toBe(0);
    act(() => vi.advanceTimersByTime(1530));
    expect(embla.scrolls).toBe(1);
    expect(scale(getByTestId('bar'))).toBeLessThan(0.05);
  });

  it('holds the bar while paused and goes on from there', () => {
    const embla = fakeEmbla();
    const { getByTestId, rerender } = render(<Carousel embla={embla} />);
    act(() => vi.advanceTimersByTime(2100));
    rerender(<Carousel embla={embla} paused />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(embla.scrolls).toBe(0);
    expect(scale(getByTestId('bar'))).toBeCloseTo(0.7, 1);
    rerender(<Carousel embla={embla} />);
    act(() => vi.advanceTimersByTime(930));
    expect(embla.scrolls).toBe(1);
  });

  it('starts the time again when a slide is chosen by hand', () => {
    const embla = fakeEmbla();
    const { getByTestId } = render(<Carousel embla={embla} />);
    act(() => vi.advanceTimersByTime(2400));
    act(() => embla.select());
    expect(scale(getByTestId('bar'))).toBe(0);
    act(() => vi.advanceTimersByTime(2400));
    expect(embla.scrolls).toBe(0);
  });

  it('does nothing with reduced motion or one slide: empty bar, no scrolling, no listeners left', () => {
    const embla = fakeEmbla();
    const { getByTestId, unmount } = render(<Carousel embla={embla} enabled={false} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(embla.scrolls).toBe(0);
    expect(scale(getByTestId('bar'))).toBe(0);
    unmount();
    expect(embla.listeners.size).toBe(0);
  });
});

/** Where the browser has Web Animations the bar animates itself (compositor) and one timer per slide advances. */
describe('useAutoplay with Web Animations', () => {
  const calls: Array<{ from: string; duration: number; easing: string }> = [];
  let cancelled = 0;
  beforeEach(() => {
    vi.useFakeTimers();
    calls.length = 0;
    cancelled = 0;
    HTMLElement.prototype.animate = ((keyframes: Keyframe[], options: KeyframeAnimationOptions) => {
      calls.push({ from: String(keyframes[0]?.transform), duration: Number(options.duration), easing: String(options.easing) });
      return {
        cancel: () => {
          cancelled += 1;
        },
      } as unknown as Animation;
    }) as HTMLElement['animate'];
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    // jsdom has no animate: the stub must not reach other tests
    delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
  });

  it('animates the bar over the period in 30 ms steps, and one timer goes to the next slide', () => {
    const embla = fakeEmbla();
    render(<Carousel embla={embla} />);
    expect(calls).toEqual([{ from: 'scaleX(0)', duration: 3000, easing: 'steps(100, end)' }]);
    act(() => vi.advanceTimersByTime(2990));
    expect(embla.scrolls).toBe(0);
    expect(calls).toHaveLength(1);
    act(() => vi.advanceTimersByTime(10));
    expect(embla.scrolls).toBe(1);
    expect(calls[1]).toEqual({ from: 'scaleX(0)', duration: 3000, easing: 'steps(100, end)' });
  });

  it('a pause holds the bar where it stands; going on animates the rest of the period', () => {
    const embla = fakeEmbla();
    const { getByTestId, rerender } = render(<Carousel embla={embla} />);
    act(() => vi.advanceTimersByTime(2100));
    rerender(<Carousel embla={embla} paused />);
    expect(cancelled).toBe(1);
    expect(scale(getByTestId('bar'))).toBeCloseTo(0.7, 2);
    act(() => vi.advanceTimersByTime(10_000));
    expect(embla.scrolls).toBe(0);
    rerender(<Carousel embla={embla} />);
    expect(calls.at(-1)).toEqual({ from: 'scaleX(0.7)', duration: 900, easing: 'steps(30, end)' });
    act(() => vi.advanceTimersByTime(900));
    expect(embla.scrolls).toBe(1);
  });

  it('a slide chosen by hand starts its time and its bar again', () => {
    const embla = fakeEmbla();
    render(<Carousel embla={embla} />);
    act(() => vi.advanceTimersByTime(2400));
    act(() => embla.select());
    expect(calls.at(-1)).toEqual({ from: 'scaleX(0)', duration: 3000, easing: 'steps(100, end)' });
    act(() => vi.advanceTimersByTime(2400));
    expect(embla.scrolls).toBe(0);
    act(() => vi.advanceTimersByTime(600));
    expect(embla.scrolls).toBe(1);
  });
});
