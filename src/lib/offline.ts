/** Money actions are never queued or replayed offline: callers refuse them while this is true. */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
