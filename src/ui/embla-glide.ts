import type { EmblaCarouselType } from 'embla-carousel';

/** spec 1, section 9: a slide change takes 500 ms */
export const GLIDE_MS = 500;
const EASING = 'cubic-bezier(0.25, 0.8, 0.25, 1)';

/**
 * Moves an embla carousel to its next slide with a CSS transition of its track, which the browser
 * runs on the compositor: embla's own animation writes the track's transform in every frame from
 * script (with style, paint and commit on the main thread), which kept a phone's main thread busy
 * for about a second of every slide change at rest. embla jumps to the slide (its state, events and
 * the dots follow at once) and the transition shows the movement.
 */
export function glideNext(embla: EmblaCarouselType): void {
  const track = embla.containerNode();
  if (embla.selectedScrollSnap() === embla.scrollSnapList().length - 1) {
    // without loop (too few slides for it) embla has nowhere to go from the last slide
    if (embla.internalEngine().options.loop) glideAround(embla, track);
    return;
  }
  track.style.transition = `transform ${GLIDE_MS}ms ${EASING}`;
  afterGlide(track, () => {
    track.style.transition = '';
  });
  embla.scrollNext(true);
}

/**
 * From the last slide to the first. With loop, embla's jump puts its track back at the start, which
 * a transition of the track alone would show as a rewind across every slide (and embla's own
 * animation costs a second of main-thread frames). So, after the jump, the track is shown where it
 * was, with the first slide placed after the last one, and glides one slide on; at the end both get
 * back embla's own transforms, which show the same picture. embla's Translate writes a transform only
 * when its value changes, so it never sees these.
 */
function glideAround(embla: EmblaCarouselType, track: HTMLElement): void {
  const was = track.style.transform;
  embla.scrollNext(true);
  // internalEngine is embla's own API for what its events do not tell (where the track and slides sit)
  const engine = embla.internalEngine();
  const first = embla.slideNodes()[embla.selectedScrollSnap()];
  if (!first || !was) return;
  const contentSize = engine.limit.length;
  const trackAt = track.style.transform;
  const firstAt = first.style.transform;
  // the style is computed only at the next frame, so the jump's transform in between is never seen
  track.style.transform = was;
  first.style.transform = `translate3d(${contentSize}px,0px,0px)`;
  track.style.transition = `transform ${GLIDE_MS}ms ${EASING}`;
  track.style.transform = `translate3d(${engine.location.get() - contentSize}px,0px,0px)`;
  const gliding = { track: track.style.transform, first: first.style.transform };
  afterGlide(track, () => {
    track.style.transition = '';
    // a player's drag meanwhile has written embla's own transforms: those stay
    if (track.style.transform === gliding.track) track.style.transform = trackAt;
    if (first.style.transform === gliding.first) first.style.transform = firstAt;
  });
}

/** `done` once the track's transition ends, or after its time when no transitionend comes (a hidden tab). */
function afterGlide(track: HTMLElement, done: () => void): void {
  const end = () => {
    clearTimeout(timer);
    track.removeEventListener('transitionend', end);
    done();
  };
  const timer = setTimeout(end, GLIDE_MS + 100);
  track.addEventListener('transitionend', end);
}
