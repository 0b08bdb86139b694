import { answered, fingerprint, type PlayClockState, readClock, stopped, tick } from './clock-state';

/**
 * One play clock per browser, like the poller: every tab with a game open asks for a Web Lock; the
 * tab holding it adds the time, once, to the clock kept in localStorage, and the others read it from
 * there (storage events). When that tab's game closes the next waiting tab takes over. The clock
 * belongs to one login: a new login starts it again.
 */
const KEY = 'realityClock';
const LOCK = 'reality-check-clock';
const TICK_MS = 1000;

type Listener = (s: PlayClockState) => void;

function load(owner: string): PlayClockState {
  try {
    return readClock(localStorage.getItem(KEY), owner);
  } catch {
    return readClock(null, owner);
  }
}

function save(s: PlayClockState): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(s));
  } catch {
    /* storage refused: this tab still counts for itself */
  }
}

/**
 * Runs the clock while a game page is open. `minutes()` reads the player's current interval. Returns
 * the controls the dialog needs and a stop function for when the page closes.
 */
export function startPlayClock(token: string, minutes: () => number, listener: Listener) {
  const owner = fingerprint(token);
  let state = load(owner);
  let ended = false;
  const emit = (s: PlayClockState) => {
    state = s;
    listener(s);
  };
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY) emit(load(owner));
  };
  addEventListener('storage', onStorage);
  emit(state);

  let timer: ReturnType<typeof setInterval> | undefined;
  const run = () => {
    let last = Date.now();
    timer = setInterval(() => {
      const now = Date.now();
      const next = tick(load(owner), now - last, minutes());
      last = now;
      save(next);
      emit(next);
    }, TICK_MS);
  };
  const abort = new AbortController();
  let release: () => void = () => {};
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  if (locks) {
    locks
      .request(LOCK, { signal: abort.signal }, () => {
        if (ended) return;
        run();
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      })
      .catch(() => undefined); // aborted while waiting: this page closed first
  } else run(); // no Web Locks: each tab counts for itself

  const change = (f: (s: PlayClockState) => PlayClockState) => {
    const next = f(load(owner));
    save(next);
    emit(next);
  };
  return {
    continuePlaying: () => change(answered),
    stopPlaying: () => change((s) => stopped(s, Date.now())),
    end: () => {
      ended = true;
      clearInterval(timer);
      abort.abort();
      release();
      removeEventListener('storage', onStorage);
    },
  };
}
