import { whenIdle } from './when-idle';

/** How long no resource may have finished loading before the page's network counts as quiet. */
export const QUIET_MS = 1000;
/** At the latest this long after the call, quiet or not: a page that keeps loading still gets the work. */
export const LATEST_MS = 10_000;

/** Addresses the page has loaded so far: loading one again (a poll, an answer asked anew) is not the first wave. */
function loadedSoFar(): Set<string> {
  const entries = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('resource') : [];
  return new Set(entries.map((entry) => entry.name));
}

/**
 * Runs `work` once the page's first wave of loading is over: no resource (script, picture, answer) at
 * an address not loaded before has finished loading for `quietMs`, then when the browser is idle; at
 * the latest `latestMs` after the call, and never while the browser is offline (then once it is back
 * online and quiet again). A page that polls (the exchange's odds, every second) is quiet between its
 * first wave and the next new address. For work that can wait and costs the main thread or the
 * connection: an idle moment alone comes between two of the first screen's chunks, and work started
 * there shares the CPU of a slow phone with that screen's render (docs/first-paint-log.md). Returns a
 * function that cancels it.
 */
export function whenNetworkQuiet(work: () => void, { quietMs = QUIET_MS, latestMs = LATEST_MS }: { quietMs?: number; latestMs?: number } = {}): () => void {
  const start = performance.now();
  let lastLoad = start;
  let observer: PerformanceObserver | undefined;
  try {
    const seen = loadedSoFar();
    observer = new PerformanceObserver((list) => {
      for (const { name } of list.getEntries()) {
        if (seen.has(name)) continue;
        seen.add(name);
        lastLoad = performance.now();
      }
    });
    observer.observe({ type: 'resource' });
  } catch {
    // no resource timing here (an old browser): the quiet time alone
    observer = undefined;
  }
  let cancelIdle = () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  // offline the work would only fail (a chunk it imports cannot load): it waits for the connection
  const online = () => {
    timer = setTimeout(check, quietMs);
  };
  const check = () => {
    const wait = Math.min(lastLoad + quietMs, start + latestMs) - performance.now();
    if (wait > 0) {
      timer = setTimeout(check, wait);
      return;
    }
    cancelIdle = whenIdle(
      () => {
        if (navigator.onLine === false) {
          window.addEventListener('online', online, { once: true });
          return;
        }
        observer?.disconnect();
        work();
      },
      { timeout: quietMs },
    );
  };
  timer = setTimeout(check, quietMs);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('online', online);
    observer?.disconnect();
    cancelIdle();
  };
}
