// @vitest-environment jsdom
import type { EmblaCarouselType } from 'embla-carousel';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GLIDE_MS, glideNext } from '../../src/ui/embla-glide';

/** embla's part the glide uses; `jumps` records scrollNext's jump argument */
function fakeEmbla(selected: number, slides: number) {
  const track = document.createElement('div');
  const jumps: Array<boolean | undefined> = [];
  const api = {
    containerNode: () => track,
    selectedScrollSnap: () => selected,
    scrollSnapList: () => Array.from({ length: slides }, (_, i) => i),
    scrollNext: (jump?: boolean) => void jumps.push(jump),
  };
  return { embla: api as unknown as EmblaCarouselType, track, jumps };
}

describe('glideNext: autoplay moves the track by a CSS transition (compositor), not by script in every frame', () => {
  afterEach(() => vi.useRealTimers());

  it('jumps embla to the next slide under a 500 ms transition of the track, removed when it ends', () => {
    const { embla, track, jumps } = fakeEmbla(0, 3);
    glideNext(embla);
    expect(jumps).toEqual([true]);
    expect(track.style.transition).toContain(`transform ${GLIDE_MS}ms`);
    track.dispatchEvent(new Event('transitionend'));
    expect(track.style.transition).toBe('');
  });

  it('removes the transition after its time when no transitionend comes (a hidden tab)', () => {
    vi.useFakeTimers();
    const { embla, track } = fakeEmbla(1, 3);
    glideNext(embla);
    vi.advanceTimersByTime(GLIDE_MS + 100);
    expect(track.style.transition).toBe('');
  });

  it("from the last slide back to the first it is embla's own animation (its loop wraps the track there)", () => {
    const { embla, track, jumps } = fakeEmbla(2, 3);
    glideNext(embla);
    expect(jumps).toEqual([undefined]);
    expect(track.style.transition).toBe('');
  });
});
