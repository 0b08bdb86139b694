/** Lets the browser run other tasks (paint, input, network callbacks) before going on. */
export function nextTask(): Promise<void> {
  const yielder = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield;
  return yielder ? yielder.call((globalThis as { scheduler?: unknown }).scheduler) : new Promise((done) => setTimeout(done, 0));
}
