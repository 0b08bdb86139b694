import type { EmblaCarouselType } from 'embla-carousel';

/** Closer than this to its snap, a moving carousel shows no difference any more (CSS pixels). */
export const SETTLED_PX = 0.5;

/**
 * Ends a carousel's movement once it is within half a pixel of its snap. embla eases towards the
 * snap until 0.001 px: a slide change kept a frame loop running for about 1.8 s, the last 0.8 s of
 * it moving less than half a pixel, re-rendering the page 60 times a second on a phone.
 */
export function settleWhenStill(embla: EmblaCarouselType): void {
  const onScroll = () => {
    // internalEngine is embla's own API for what its events do not tell (where the slide is heading)
    const engine = embla.internalEngine();
    // a jump (duration 0) also sends one scroll event, before embla has set its new index: snapping
    // then would take the carousel back to the slide it left, one slide behind its dots
    if (engine.dragHandler.pointerDown() || engine.scrollBody.duration() === 0) return;
    if (Math.abs(engine.target.get() - engine.location.get()) < SETTLED_PX) embla.scrollTo(embla.selectedScrollSnap(), true);
  };
  embla.on('scroll', onScroll);
}
