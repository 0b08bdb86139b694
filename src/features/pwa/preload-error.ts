import * as v from 'valibot';
import { webStored } from '../../lib/stored';

/**
 * After a deploy, the old page's hashed chunks are gone ("Failed to fetch dynamically imported
 * module"): reload once to pick up the new build. A sessionStorage stamp stops a reload loop.
 */
const stamped = webStored('session', 'taka:preload-reload', v.number());
const WINDOW_MS = 30_000;

export function shouldReloadAfterPreloadError(now: number, lastStamp: string | null): boolean {
  const last = Number(lastStamp || 0);
  return !(last && now - last < WINDOW_MS);
}

export function installPreloadErrorReload(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('vite:preloadError', (event) => {
    // storage refused: reload anyway, once per page
    const stamp = stamped.read();
    const last = stamp === undefined ? null : String(stamp);
    if (!shouldReloadAfterPreloadError(Date.now(), last)) return; // already tried: let the error boundary show
    event.preventDefault();
    stamped.write(Date.now());
    window.location.reload();
  });
}
