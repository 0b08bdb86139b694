import { type RefObject, startTransition, useEffect, useRef, useState } from 'react';

/**
 * How far below the viewport (a share of its height) the grid's last tile may be when the next tiles
 * are rendered: less than the browser's distance for lazy images (1,250 px and more), or every poster
 * down to there is loaded at once; a phone's fling of a row or two still finds the next tiles built.
 */
const NEAR_END = '25%';

/**
 * The tiles of a long grid to render: `first` of them (more than a phone's first screen shows), then
 * `step` more each time the last rendered tile comes within NEAR_END of the viewport, in a transition
 * (React builds them in slices). Rendering all of a type's games right after the first screen (90 slots)
 * built every tile and loaded the posters of 13 rows on a cold load; tiles further down than a
 * quarter of a screen now wait until the player scrolls towards them.
 * Put `gridRef` on the list; its last child is watched.
 */
export function useTilesNearViewport<T>(
  items: readonly T[],
  first: number,
  step = first,
): { shown: readonly T[]; gridRef: RefObject<HTMLUListElement | null> } {
  const [count, setCount] = useState(first);
  const gridRef = useRef<HTMLUListElement>(null);
  const more = items.length > count;
  useEffect(() => {
    if (!more) return;
    const last = gridRef.current?.lastElementChild;
    if (typeof IntersectionObserver === 'undefined') {
      startTransition(() => setCount(items.length));
      return;
    }
    if (!last) return;
    const near = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) startTransition(() => setCount((c) => c + step));
      },
      { rootMargin: `0px 0px ${NEAR_END} 0px` },
    );
    near.observe(last);
    return () => near.disconnect();
  }, [more, count, items, step]);
  return { shown: more ? items.slice(0, count) : items, gridRef };
}
