/** The messages between the pages and the service worker (sw/), by type. A module free of the DOM, for both. */

/** page -> waiting worker: take over now (the player chose Reload) */
export const SKIP_WAITING = 'SKIP_WAITING';

/** worker -> pages: a background revalidation stored a different public answer (`path`) */
export const PUBLIC_API_UPDATED = 'PUBLIC_API_UPDATED';

/**
 * page -> worker in control: store these public answers (`urls`), which the page received before the
 * worker controlled it. The worker asks for them itself, so a reload or a closed page does not cancel it.
 */
export const STORE_PUBLIC_ANSWERS = 'STORE_PUBLIC_ANSWERS';
