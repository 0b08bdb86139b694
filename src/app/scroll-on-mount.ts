import type { AnyRouter, ParsedLocation, RouterHistory } from '@tanstack/react-router';

/** router.ts's gate of its own late scroll pass (handed in: an import of router.ts would split it into a chunk of its own) */
interface ScrollGate {
  mountedByUs: string | null;
  touchedSinceMount: boolean;
}
const keyOf = (location: ParsedLocation): string => location.state.__TSR_key || location.href;

/**
 * Puts a screen reached by a link, a redirect or a typed address at the top in the same task that
 * mounts it (before it is drawn). A move by Back, Forward or history.go keeps its position: the
 * router restores it. What kind of move it is comes from the history's own notice of that move.
 *
 * Installed once the first screen is resolved: the router loads a redirect's target itself only
 * while its history has no listener (its Transitioner's comes with the first screen), so a listener
 * of ours before then would leave a guarded address's redirect never loaded. The first screen
 * starts at the top, or at the position a reload keeps, which the router restores.
 */
export function scrollOnMount(router: AnyRouter, scrollGate: ScrollGate): void {
  if (typeof window === 'undefined') return;
  const stopWaiting = router.subscribe('onResolved', () => {
    stopWaiting();
    install(router, scrollGate);
  });
}

function install(router: AnyRouter, scrollGate: ScrollGate): void {
  const touched = () => {
    scrollGate.touchedSinceMount = true;
  };
  for (const type of ['pointerdown', 'touchstart', 'wheel', 'keydown'] as const) addEventListener(type, touched, { capture: true, passive: true });
  let kept = false;
  const history: RouterHistory = router.history;
  history.subscribe(({ action }) => {
    kept = action.type === 'BACK' || action.type === 'FORWARD' || action.type === 'GO';
  });
  router.subscribe('onBeforeRouteMount', (e) => {
    scrollGate.touchedSinceMount = false;
    scrollGate.mountedByUs = null;
    // a kept position (the router restores it) or an anchor (the router scrolls to it)
    if (kept || e.toLocation.hash) return;
    scrollGate.mountedByUs = keyOf(e.toLocation);
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  });
}
