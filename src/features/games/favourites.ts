import { useCallback, useEffect, useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { idbStored } from '../../lib/idb-stored';

/** The games the player starred, kept in IndexedDB and shared by every screen of the tab. */
const kept = idbStored('taka-lobby', 'favouriteGames', v.array(v.string()));

let current: ReadonlySet<string> = new Set();
let loaded: Promise<void> | undefined;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

function load(): Promise<void> {
  loaded ??= kept
    .read()
    .then((list) => {
      if (list) current = new Set(list);
      emit();
    })
    .catch(() => {
      /* storage refused: favourites live in memory for this tab */
    });
  return loaded;
}

async function toggleFavourite(code: string): Promise<void> {
  await load();
  const next = new Set(current);
  if (next.has(code)) next.delete(code);
  else next.add(code);
  current = next;
  emit();
  try {
    await kept.write([...next]);
  } catch {
    /* see load */
  }
}

export function useFavourites(): { favourites: ReadonlySet<string>; toggle: (code: string) => void } {
  const favourites = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => current,
  );
  useEffect(() => {
    void load();
  }, []);
  const toggle = useCallback((code: string) => void toggleFavourite(code), []);
  return { favourites, toggle };
}
