import { createStore, get, set, type UseStore } from 'idb-keyval';
import { useSyncExternalStore } from 'react';

/** Betting preferences of this device (IndexedDB, not the account): one-click betting and the stream bar. */
export interface BetPrefs {
  oneClick: boolean;
  /** taka, one of the quick stakes */
  oneClickStake: number;
  streamCollapsed: boolean;
}

export const QUICK_STAKES = [100, 500, 1000, 5000, 10000] as const;
const DEFAULTS: BetPrefs = { oneClick: false, oneClickStake: 100, streamCollapsed: false };
const KEY = 'bet-prefs';

let idb: UseStore | undefined;
const db = (): UseStore => {
  idb ??= createStore('taka-exchange-prefs', 'prefs');
  return idb;
};

let prefs: BetPrefs = DEFAULTS;
let loaded = false;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

function clean(x: unknown): BetPrefs {
  const p = (x ?? {}) as Partial<BetPrefs>;
  return {
    oneClick: p.oneClick === true,
    oneClickStake: QUICK_STAKES.includes(p.oneClickStake as (typeof QUICK_STAKES)[number]) ? (p.oneClickStake as number) : DEFAULTS.oneClickStake,
    streamCollapsed: p.streamCollapsed === true,
  };
}

function load(): void {
  if (loaded) return;
  loaded = true;
  void get<unknown>(KEY, db()).then(
    (stored) => {
      if (stored) {
        prefs = clean(stored);
        emit();
      }
    },
    () => {
      /* storage refused: the defaults hold for this visit */
    },
  );
}

export function setBetPrefs(change: Partial<BetPrefs>): void {
  prefs = { ...prefs, ...change };
  emit();
  void set(KEY, prefs, db()).catch(() => {});
}

export function useBetPrefs(): BetPrefs {
  load();
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => prefs,
    () => prefs,
  );
}
