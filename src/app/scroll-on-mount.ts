import type { AnyRouter, ParsedLocation } from '@tanstack/react-router';

/** router.ts's gate of its own late scroll pass (handed in: an import of router.ts would split it into a chunk of its own) */
interface ScrollGate {
  mountedByUs: string | null;
  touchedSinceMount: boolean;
}
const keyOf = (location: ParsedLocation): string => location.state.__TSR_key || location.href;

/** The first screen of a reload or of a Back into the app has a position kept by the router. */
function firstLoadKept(): boolean {
  const nav = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return nav?.type === 'reload' || nav?.type === 'back_forward';
}

/** Puts a screen reached by a link at the top in the same task that mounts it (before it is drawn). */
export function scrollOnMount(router: AnyRouter, scrollGate: ScrollGate): () => void {
  if (typeof window === 'undefined') return () => {};
  const touched = () => {
    scrollGate.touchedSinceMount = true;
  };
  const inputs = ['pointerdown', 'touchstart', 'wheel', 'keydown'] as const;
  for (const type of inputs) addEventListener(type, touched, { capture: true, passive: true });
  // Back, Forward and history.go move to a kept position (a popstate); a push or a replace starts at the
  // top. Not router.history.subscribe: while the history has no listener the router loads a redirect's
  // target itself, and a listener of ours before the first screen left a guarded address's redirect
  // (to /login) never loaded.
  let kept = firstLoadKept();
  const popped = () => {
    kept = true;
  };
  addEventListener('popstate', popped);
  const unsubscribeResolved = router.subscribe('onResolved', () => {
    kept = false;
  });
  const unsubscribe = router.subscribe('onBeforeRouteMount', (e) => {
    scrollGate.touchedSinceMount = false;
    scrollGate.mountedByUs = null;
    // a kept position (the router restores it) or an anchor (the router scrolls to it)
    if (kept || e.toLocation.hash) return;
    scrollGate.mountedByUs = keyOf(e.toLocation);
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  });
  return () => {
    unsubscribe();
    unsubscribeResolved();
    removeEventListener('popstate', popped);
    for (const type of inputs) removeEventListener(type, touched, { capture: true });
  };
}
