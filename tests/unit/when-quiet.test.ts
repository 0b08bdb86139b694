import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { LATEST_MS, QUIET_MS, whenNetworkQuiet } from '../../src/lib/when-quiet';

/** A stand-in for the browser's resource timing: `load(name)` is a resource that finished loading now. */
type Entries = { getEntries: () => Array<{ name: string }> };
const observers = new Set<(list: Entries) => void>();
class FakeObserver {
  constructor(private readonly cb: (list: Entries) => void) {}
  observe() {
    observers.add(this.cb);
  }
  disconnect() {
    observers.delete(this.cb);
  }
}
let loads = 0;
const load = (name = `/assets/chunk-${++loads}.js`) => {
  for (const cb of observers) cb({ getEntries: () => [{ name }] });
};
let idle: Array<{ run: () => void; timeout?: number }> = [];
let onlineListeners: Array<() => void> = [];
let onLine = true;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  idle = [];
  onlineListeners = [];
  onLine = true;
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.stubGlobal('navigator', {
    get onLine() {
      return onLine;
    },
  });
  vi.stubGlobal('window', {
    requestIdleCallback: (run: () => void, o?: { timeout?: number }) => idle.push({ run, timeout: o?.timeout }),
    cancelIdleCallback: () => {},
    addEventListener: (type: string, cb: () => void) => type === 'online' && onlineListeners.push(cb),
    removeEventListener: (type: string, cb: () => void) => {
      if (type === 'online') onlineListeners = onlineListeners.filter((x) => x !== cb);
    },
  });
});
/** The browser's `n`th idle moment has been asked for; the work runs in it, once. */
function runsInIdle(work: ReturnType<typeof vi.fn>, n: number): void {
  expect(idle).toHaveLength(n);
  idle[n - 1]?.run();
  expect(work).toHaveBeenCalledTimes(1);
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  observers.clear();
});

it('waits until no resource has finished loading for a second, then for an idle moment', () => {
  const work = vi.fn();
  whenNetworkQuiet(work);
  vi.advanceTimersByTime(600);
  load(); // a chunk of the first screen
  vi.advanceTimersByTime(600);
  load(); // a poster
  vi.advanceTimersByTime(QUIET_MS - 1);
  expect(idle).toHaveLength(0);
  vi.advanceTimersByTime(1);
  // quiet: the browser is asked for its next idle moment (no later than another second), and only then the work
  expect(idle).toHaveLength(1);
  expect(idle[0]?.timeout).toBe(QUIET_MS);
  expect(work).not.toHaveBeenCalled();
  idle[0]?.run();
  expect(work).toHaveBeenCalledTimes(1);
  // the resource watch ended with the wait
  expect(observers.size).toBe(0);
});

it('runs at the latest ten seconds on when the page keeps loading', () => {
  const work = vi.fn();
  whenNetworkQuiet(work);
  for (let t = 0; t < LATEST_MS; t += 500) {
    expect(idle).toHaveLength(0);
    load();
    vi.advanceTimersByTime(500);
  }
  runsInIdle(work, 1);
});

it('a poll does not hold the work back: an address loaded before, or before the call, is not the first wave', () => {
  const clock = performance;
  vi.stubGlobal('performance', { now: () => clock.now(), getEntriesByType: () => [{ name: '/api/general' }] });
  const work = vi.fn();
  whenNetworkQuiet(work);
  load('/api/odds'); // the first answer of the odds: the first wave
  for (let t = 0; t < QUIET_MS; t += 250) {
    vi.advanceTimersByTime(250);
    load('/api/odds'); // then the same address every quarter second
    load('/api/general'); // asked for before the wait began
  }
  runsInIdle(work, 1);
});

it('does nothing once cancelled (a screen that went away)', () => {
  const work = vi.fn();
  const cancel = whenNetworkQuiet(work);
  vi.advanceTimersByTime(QUIET_MS / 2);
  cancel();
  vi.advanceTimersByTime(LATEST_MS * 2);
  expect(idle).toHaveLength(0);
  expect(observers.size).toBe(0);
  expect(work).not.toHaveBeenCalled();
});

it('waits the quiet time alone where the browser has no resource timing', () => {
  vi.stubGlobal('PerformanceObserver', undefined);
  const work = vi.fn();
  whenNetworkQuiet(work);
  vi.advanceTimersByTime(QUIET_MS);
  runsInIdle(work, 1);
});

it('waits while the browser is offline (the chunks it loads could not come), then for a quiet second once online', () => {
  const work = vi.fn();
  const cancel = whenNetworkQuiet(work);
  onLine = false;
  vi.advanceTimersByTime(QUIET_MS);
  idle[0]?.run();
  expect(work).not.toHaveBeenCalled();
  expect(onlineListeners).toHaveLength(1);
  vi.advanceTimersByTime(LATEST_MS * 2);
  expect(idle).toHaveLength(1);
  onLine = true;
  for (const cb of onlineListeners) cb();
  vi.advanceTimersByTime(QUIET_MS - 1);
  expect(idle).toHaveLength(1);
  vi.advanceTimersByTime(1);
  runsInIdle(work, 2);
  cancel();
  expect(onlineListeners).toHaveLength(0);
});
