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
let loading: Promise<void> | undefined;
/** what the player changed before the stored preferences arrived: a late read must not undo it */
let changedEarly: Partial<BetPrefs> | null = {};
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

/**
 * Reads the device's preferences once. The odds page's route waits for it, so the first render
 * already has the stream collapsed or open: nothing above the markets changes height afterwards.
 */
function startLoad(): Promise<void> {
  loading ??= get<unknown>(KEY, db()).then(
    (stored) => {
      const early = changedEarly ?? {};
      changedEarly = null;
      if (stored) {
        // a tap on "One-click betting" while the read was on its way stays as the player left it
        prefs = { ...clean(stored), ...early };
        emit();
      }
    },
    () => {
      changedEarly = null; /* storage refused: the defaults hold for this visit */
    },
  );
  return loading;
}

export function loadBetPrefs(maxWaitMs = 500): Promise<void> {
  // a storage that never answers must not hold the page: the defaults then, the stored ones when they come
  return Promise.race([startLoad(), new Promise<void>((r) => setTimeout(r, maxWaitMs))]);
}

export function setBetPrefs(change: Partial<BetPrefs>): void {
  if (changedEarly) Object.assign(changedEarly, change);
  prefs = { ...prefs, ...change };
  emit();
  // written once the stored ones are read and merged: an early write must not reset the others
  void startLoad()
    .then(() => set(KEY, prefs, db()))
    .catch(() => {});
}

export function useBetPrefs(): BetPrefs {
  void startLoad();
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => prefs,
    () => prefs,
  );
}
