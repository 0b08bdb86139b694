import { createStore, get, set, type UseStore } from 'idb-keyval';
import { useCallback, useEffect, useSyncExternalStore } from 'react';

/** The games the player starred, kept in IndexedDB (idb-keyval) and shared by every screen of the tab. */
const KEY = 'favouriteGames';
let store: UseStore | undefined;
const db = () => {
  store ??= createStore('taka-lobby', 'keyval');
  return store;
};

let current: ReadonlySet<string> = new Set();
let loaded: Promise<void> | undefined;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

function load(): Promise<void> {
  loaded ??= get<string[]>(KEY, db())
    .then((list) => {
      if (Array.isArray(list)) current = new Set(list.filter((x) => typeof x === 'string'));
      emit();
    })
    .catch(() => {
      /* storage refused: favourites live in memory for this tab */
    });
  return loaded;
}

export async function toggleFavourite(code: string): Promise<void> {
  await load();
  const next = new Set(current);
  if (next.has(code)) next.delete(code);
  else next.add(code);
  current = next;
  emit();
  try {
    await set(KEY, [...next], db());
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
