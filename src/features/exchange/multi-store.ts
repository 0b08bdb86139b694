import { createStore, get, set, type UseStore } from 'idb-keyval';
import { useSyncExternalStore } from 'react';
import type { SportName } from '../../api/contract/exchange';

/** Multi markets: the events a player pinned, kept in IndexedDB (its own database), mirrored in memory. */
export interface PinnedMarket {
  eventId: string;
  marketId: string;
  sport: SportName;
  name: string;
}

const KEY = 'pins';
let idb: UseStore | undefined;
const db = (): UseStore => {
  idb ??= createStore('taka-exchange', 'multi-markets');
  return idb;
};

let pins: PinnedMarket[] = [];
let loaded = false;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

function isPin(x: unknown): x is PinnedMarket {
  const p = x as PinnedMarket;
  return !!p && typeof p.eventId === 'string' && typeof p.marketId === 'string' && typeof p.name === 'string' && typeof p.sport === 'string';
}

function loadPins(): Promise<void> {
  loading ??= (async () => {
    try {
      const stored = await get<unknown>(KEY, db());
      if (Array.isArray(stored)) pins = stored.filter(isPin);
    } catch {
      /* storage refused: pins live for this visit only */
    }
    loaded = true;
    emit();
  })();
  return loading;
}

async function save(next: PinnedMarket[]): Promise<void> {
  pins = next;
  emit();
  try {
    await set(KEY, next, db());
  } catch {
    /* see loadPins */
  }
}

export function togglePin(p: PinnedMarket): Promise<void> {
  return pins.some((x) => x.eventId === p.eventId) ? save(pins.filter((x) => x.eventId !== p.eventId)) : save([...pins, p]);
}

export function removePin(eventId: string): Promise<void> {
  return save(pins.filter((x) => x.eventId !== eventId));
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  if (!loaded) void loadPins();
  return () => {
    listeners.delete(l);
  };
};
const snapshot = () => pins;
const isLoaded = () => loaded;

export function usePins(): { pins: PinnedMarket[]; loaded: boolean } {
  return { pins: useSyncExternalStore(subscribe, snapshot, snapshot), loaded: useSyncExternalStore(subscribe, isLoaded, isLoaded) };
}
