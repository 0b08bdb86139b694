import { startTransition, useEffect, useState } from 'react';

/**
 * A long list's first screenful on the first render, the rest in a transition right after: React
 * builds the rest in slices that yield to the browser, so opening the page is not one long task
 * (on a slow phone, 90 game tiles at once were). Later changes (sorting) render whole at once.
 */
export function useFirstThenAll<T>(items: readonly T[], first: number): readonly T[] {
  const [all, setAll] = useState(false);
  const more = items.length > first;
  useEffect(() => {
    if (!all && more) startTransition(() => setAll(true));
  }, [all, more]);
  return all || !more ? items : items.slice(0, first);
}
