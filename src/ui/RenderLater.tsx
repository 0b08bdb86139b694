import { type ReactNode, Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { whenIdle } from '../lib/when-idle';

/** How close to the viewport a part below the fold is rendered at once (a fast scroll finds it there). */
const NEAR_VIEWPORT = '600px';

/**
 * A part below the fold (home's favourites and featured games, the footer) rendered after the first
 * screen: when the browser is idle, or at once when it comes near the viewport. The first render then
 * builds only what the player sees, and its task is that much shorter on a slow phone. Until then a
 * box of `minHeight` keeps its place, so nothing above it moves.
 */
export function RenderLater({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown) return;
    // in a transition: React builds the part in slices that yield to the browser; an update from an
    // idle or observer callback is otherwise rendered and committed whole, in one long task
    const show = () => startTransition(() => setShown(true));
    const cancelIdle = whenIdle(show, { timeout: 3000, fallbackMs: 200 });
    const el = box.current;
    const near =
      el && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), { rootMargin: NEAR_VIEWPORT })
        : undefined;
    if (el) near?.observe(el);
    return () => {
      cancelIdle();
      near?.disconnect();
    };
  }, [shown]);
  const placeholder = <div ref={box} style={{ minHeight }} aria-hidden="true" />;
  // a lazy part keeps its place while its code arrives
  return shown ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
