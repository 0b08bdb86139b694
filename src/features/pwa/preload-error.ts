/**
 * After a deploy, the old page's hashed chunks are gone ("Failed to fetch dynamically imported
 * module"): reload once to pick up the new build. A sessionStorage stamp stops a reload loop; offline,
 * no reload (the import fails, and the screen that needed it says so).
 */
// a plain string in the first paint: not through lib/stored.ts, whose schema check a string needs not
const KEY = 'taka:preload-reload';
const WINDOW_MS = 30_000;

export function shouldReloadAfterPreloadError(now: number, lastStamp: string | null): boolean {
  const last = Number(lastStamp || 0);
  return !(last && now - last < WINDOW_MS);
}

export function installPreloadErrorReload(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('vite:preloadError', (event) => {
    // offline the chunk is missing because the connection is: a reload would only show the browser's offline page
    if (navigator.onLine === false) return;
    let last: string | null = null;
    try {
      last = sessionStorage.getItem(KEY);
    } catch {
      /* storage refused: reload anyway, once per page */
    }
    if (!shouldReloadAfterPreloadError(Date.now(), last)) return; // already tried: let the error boundary show
    event.preventDefault();
    try {
      sessionStorage.setItem(KEY, String(Date.now()));
    } catch {
      /* see above */
    }
    window.location.reload();
  });
}
