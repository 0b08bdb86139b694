import type { EmblaCarouselType } from 'embla-carousel';

/** spec 1, section 9: a slide change takes 500 ms */
export const GLIDE_MS = 500;

/**
 * Moves an embla carousel to its next slide with a CSS transition of its track, which the browser
 * runs on the compositor: embla's own animation writes the track's transform in every frame from
 * script (with style, paint and commit on the main thread), which kept a phone's main thread busy
 * for about a second of every slide change at rest. embla jumps to the slide (its state, events and
 * the dots follow at once) and the transition shows the movement. The step from the last slide back to
 * the first is embla's own animation: with loop, embla wraps its track there, which a transition of
 * the track alone would show as a rewind across every slide.
 */
export function glideNext(embla: EmblaCarouselType): void {
  const track = embla.containerNode();
  if (embla.selectedScrollSnap() === embla.scrollSnapList().length - 1) {
    embla.scrollNext();
    return;
  }
  track.style.transition = `transform ${GLIDE_MS}ms cubic-bezier(0.25, 0.8, 0.25, 1)`;
  const done = () => {
    clearTimeout(timer);
    track.removeEventListener('transitionend', done);
    track.style.transition = '';
  };
  const timer = setTimeout(done, GLIDE_MS + 100);
  track.addEventListener('transitionend', done);
  embla.scrollNext(true);
}
