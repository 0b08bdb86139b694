import { useSyncExternalStore } from 'react';

/** The spec's mobile breakpoint: 768 px wide or less is mobile; wider is desktop. */
export const MOBILE_MAX_WIDTH = 768;
const DESKTOP_QUERY = `(min-width: ${MOBILE_MAX_WIDTH + 1}px)`;

export function isDesktopWidth(width: number): boolean {
  return width > MOBILE_MAX_WIDTH;
}

function media(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const mq = media();
  if (!mq) return () => {};
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
}

/**
 * Whether the desktop layout is the one drawn now, by the rule useIsDesktop follows: for code outside
 * React (boot, routes' loaders and guards). False where there is no window (prerendering draws a phone).
 */
export function isDesktopNow(): boolean {
  const mq = media();
  if (mq) return mq.matches;
  return typeof window !== 'undefined' ? isDesktopWidth(window.innerWidth) : false;
}

/**
 * True when the window is wider than 768 px. Chosen at start and chosen again only when the width
 * crosses 768 (matchMedia fires then, not on every resize), so nothing re-renders on other resizes.
 */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, isDesktopNow, () => false);
}
