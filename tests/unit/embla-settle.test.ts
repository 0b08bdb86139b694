import type { EmblaCarouselType } from 'embla-carousel';
import { describe, expect, it } from 'vitest';
import { SETTLED_PX, settleWhenStill } from '../../src/ui/embla-settle';

/** A carousel easing to its snap the way embla 8 does (velocity += distance / duration, friction 0.68 a frame). */
function fakeCarousel(distance: number, pointerDown = false, duration = 25) {
  let location = 0;
  let velocity = 0;
  let jumped = false;
  const listeners: Array<() => void> = [];
  const api = {
    on: (_: string, fn: () => void) => listeners.push(fn),
    internalEngine: () => ({
      dragHandler: { pointerDown: () => pointerDown },
      scrollBody: { duration: () => duration },
      target: { get: () => distance },
      location: { get: () => location },
    }),
    selectedScrollSnap: () => 1,
    scrollTo: (index: number, jump?: boolean) => {
      expect(index).toBe(1);
      if (jump) jumped = true;
    },
  } as unknown as EmblaCarouselType;
  /** frames until the movement ends (embla stops at 0.001 px, or at once after a jump) */
  const frames = () => {
    for (let i = 1; i < 1000; i++) {
      if (jumped) return { frames: i, left: Math.abs(distance - location) };
      velocity = (velocity + (distance - location) / 25) * 0.68;
      location += velocity;
      if (Math.abs(distance - location) < 0.001) return { frames: i, left: 0 };
      for (const fn of listeners) fn();
    }
    throw new Error('never settled');
  };
  return { api, frames };
}

describe('a carousel ends its movement within half a pixel of the snap', () => {
  it('stops after about a second instead of easing on for 1.8 s, never farther than half a pixel away', () => {
    const plain = fakeCarousel(390).frames();
    const c = fakeCarousel(390);
    settleWhenStill(c.api);
    const settled = c.frames();
    expect(plain.frames).toBeGreaterThan(100);
    expect(settled.frames).toBeLessThanOrEqual(60);
    expect(settled.left).toBeLessThan(SETTLED_PX);
  });

  it('leaves a slide the player holds alone', () => {
    const c = fakeCarousel(390, true);
    settleWhenStill(c.api);
    expect(c.frames().frames).toBeGreaterThan(100);
  });

  it('leaves a jump alone: its one scroll event comes before embla sets the new slide, and snapping then went back a slide', () => {
    let snapped = false;
    const listeners: Array<() => void> = [];
    const api = {
      on: (_: string, fn: () => void) => listeners.push(fn),
      internalEngine: () => ({
        dragHandler: { pointerDown: () => false },
        scrollBody: { duration: () => 0 },
        target: { get: () => -366 },
        location: { get: () => -366 },
      }),
      selectedScrollSnap: () => 0,
      scrollTo: () => {
        snapped = true;
      },
    } as unknown as EmblaCarouselType;
    settleWhenStill(api);
    for (const fn of listeners) fn();
    expect(snapped).toBe(false);
  });
});
