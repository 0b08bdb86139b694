/**
 * Runs `work` when the browser is idle (after a frame, so the layout is clean), at the latest after
 * `timeout` ms when one is given. Returns a function that cancels it. Safari has no
 * requestIdleCallback: there `work` runs after `fallbackMs`.
 */
export function whenIdle(work: () => void, { timeout, fallbackMs = 2000 }: { timeout?: number; fallbackMs?: number } = {}): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => work(), timeout === undefined ? undefined : { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, fallbackMs);
  return () => window.clearTimeout(id);
}
