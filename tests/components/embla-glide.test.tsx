// @vitest-environment jsdom
import type { EmblaCarouselType } from 'embla-carousel';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GLIDE_MS, glideNext } from '../../src/ui/embla-glide';

/**
 * embla's part the glide uses; `jumps` records scrollNext's jump argument. Slides are 100 px wide,
 * like embla with loop: a jump from the last slide to the first puts the track back at 0.
 */
function fakeEmbla(selected: number, slides: number) {
  const track = document.createElement('div');
  const nodes = Array.from({ length: slides }, () => track.appendChild(document.createElement('div')));
  const jumps: Array<boolean | undefined> = [];
  let location = -100 * selected;
  track.style.transform = `translate3d(${location}px,0px,0px)`;
  const api = {
    containerNode: () => track,
    slideNodes: () => nodes,
    selectedScrollSnap: () => selected,
    scrollSnapList: () => Array.from({ length: slides }, (_, i) => i),
    scrollNext: (jump?: boolean) => {
      jumps.push(jump);
      selected = (selected + 1) % slides;
      location = -100 * selected;
      track.style.transform = `translate3d(${location}px,0px,0px)`;
    },
    internalEngine: () => ({ options: { loop: true }, limit: { length: 100 * slides }, location: { get: () => location } }),
  };
  return { embla: api as unknown as EmblaCarouselType, track, nodes, jumps };
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

  it('from the last slide to the first it glides one slide on, with the first slide placed after the last, then gives embla its transforms back', () => {
    const { embla, track, nodes, jumps } = fakeEmbla(2, 3);
    glideNext(embla);
    expect(jumps).toEqual([true]);
    expect(embla.selectedScrollSnap()).toBe(0);
    // the track goes on from the last slide (-200) by one slide, where the first slide now sits (+300)
    expect(track.style.transform).toBe('translate3d(-300px,0px,0px)');
    expect(nodes[0]?.style.transform).toBe('translate3d(300px,0px,0px)');
    expect(track.style.transition).toContain(`transform ${GLIDE_MS}ms`);
    track.dispatchEvent(new Event('transitionend'));
    expect(track.style.transition).toBe('');
    expect(track.style.transform).toBe('translate3d(0px,0px,0px)');
    expect(nodes[0]?.style.transform).toBe('');
  });
});
