import type { AnyRouter, ParsedLocation } from '@tanstack/react-router';

/**
 * The window's scroll on a move to another screen happens as the new screen goes into the document,
 * not after it. The router's own scroll restoration runs on its "rendered" event, which comes a task
 * or several after the new screen was drawn (tens to hundreds of ms on a slow phone): a player who
 * scrolled a price into view and tapped in that window had the page jump back to the top under the
 * finger, and the tap landed on what then stood there (the odds page's live-stream frame).
 *
 * A screen reached by a link, a redirect or a typed address is put at the top when it mounts, and the
 * router then leaves it alone. A screen with a kept position (Back, Forward, a reload) is still
 * restored by the router, unless the player touched, scrolled with a wheel or pressed a key since it
 * mounted: a page the player is already using is never moved for them.
 */
let mountedByUs: string | null = null;
let touchedSinceMount = false;

const keyOf = (location: ParsedLocation): string => location.state.__TSR_key || location.href;

/** The router's `scrollRestoration` option: whether its late pass may scroll the window for `location`. */
export function routerMayScroll({ location }: { location: ParsedLocation }): boolean {
  return keyOf(location) !== mountedByUs && !touchedSinceMount;
}

/** The first screen of a reload or of a Back into the app has a position kept by the router. */
function firstLoadKept(): boolean {
  const nav = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return nav?.type === 'reload' || nav?.type === 'back_forward';
}

/** Puts a screen reached by a link at the top in the same task that mounts it (before it is drawn). */
export function scrollOnMount(router: AnyRouter): () => void {
  if (typeof window === 'undefined') return () => {};
  const touched = () => {
    touchedSinceMount = true;
  };
  const inputs = ['pointerdown', 'touchstart', 'wheel', 'keydown'] as const;
  for (const type of inputs) addEventListener(type, touched, { capture: true, passive: true });
  // Back, Forward and history.go move to a kept position; a push or a replace starts at the top
  let kept = firstLoadKept();
  const unsubscribeHistory = router.history.subscribe(({ action }: { action: { type: string } }) => {
    kept = action.type === 'BACK' || action.type === 'FORWARD' || action.type === 'GO';
  });
  const unsubscribe = router.subscribe('onBeforeRouteMount', (e) => {
    touchedSinceMount = false;
    mountedByUs = null;
    // a kept position (the router restores it) or an anchor (the router scrolls to it)
    if (kept || e.toLocation.hash) return;
    mountedByUs = keyOf(e.toLocation);
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  });
  return () => {
    unsubscribe();
    unsubscribeHistory();
    for (const type of inputs) removeEventListener(type, touched, { capture: true });
  };
}
