import { type RefObject, startTransition, useEffect, useRef, useState } from 'react';

/**
 * How far below the viewport (a share of its height) the grid's last tile may be when the next tiles
 * are rendered: less than the browser's distance for lazy images (1,250 px and more), or every poster
 * down to there is loaded at once; a phone's fling of a row or two still finds the next tiles built.
 */
const NEAR_END = '25%';

/**
 * How many tiles each list had rendered when the player left it: back on that list (the browser's
 * Back from a game), the grid is as long as it was, so the router can restore the scroll position
 * instead of stopping at the end of the first tiles.
 */
const reached = new Map<string, number>();

/**
 * The tiles of a long grid to render: `first` of them (more than a phone's first screen shows), then
 * `step` more each time the last rendered tile comes within NEAR_END of the viewport, in a transition
 * (React builds them in slices). Rendering all of a type's games right after the first screen (90 slots)
 * built every tile and loaded the posters of 13 rows on a cold load; tiles further down than a
 * quarter of a screen now wait until the player scrolls towards them.
 * `listKey` names the list (type and provider); put `gridRef` on the list; its last child is watched.
 */
export function useTilesNearViewport<T>(
  items: readonly T[],
  first: number,
  listKey: string,
  step = first,
): { shown: readonly T[]; gridRef: RefObject<HTMLUListElement | null> } {
  const startOf = (key: string) => Math.max(first, reached.get(key) ?? 0);
  const [list, setList] = useState(() => ({ key: listKey, count: startOf(listKey) }));
  // another list on the same page (a provider tapped): it starts where that list was left
  const current = list.key === listKey ? list : { key: listKey, count: startOf(listKey) };
  if (current !== list) setList(current);
  const { count } = current;
  const gridRef = useRef<HTMLUListElement>(null);
  const more = items.length > count;
  useEffect(() => {
    if (count > first) reached.set(listKey, count);
  }, [listKey, count, first]);
  useEffect(() => {
    if (!more) return;
    const last = gridRef.current?.lastElementChild;
    if (typeof IntersectionObserver === 'undefined') {
      startTransition(() => setList({ key: listKey, count: items.length }));
      return;
    }
    if (!last) return;
    const near = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) startTransition(() => setList((l) => ({ key: l.key, count: l.count + step })));
      },
      { rootMargin: `0px 0px ${NEAR_END} 0px` },
    );
    near.observe(last);
    return () => near.disconnect();
  }, [more, count, items, step, listKey]);
  return { shown: more ? items.slice(0, count) : items, gridRef };
}
