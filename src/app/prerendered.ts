/**
 * What the boot script, the app and the build share about the prerendered first screens: the marks
 * they leave on the page and the device. Which addresses are prerendered and where their built pages
 * are: src/lib/prerendered-pages.ts (shared with the server and the service worker).
 */
/**
 * Set on <html> of a prerendered page (the address it was drawn for); the boot script removes it
 * when this visit cannot hydrate it (wider than a phone, another language, a search, a member), and
 * index.html's splash then lies over it until the app has rendered.
 */
export const PRERENDERED_ATTR = 'data-prerendered';

/**
 * Set on the device while a player is logged in (boot.ts keeps it), so the boot script knows before
 * any module loads that the guest page must not be shown as it is: the session itself is in IndexedDB.
 */
export const MEMBER_HINT_KEY = 'memberHint';

/** The element of index.html that lists each landing screen's scripts (scripts/route-preloads-plugin.ts). */
export const ROUTE_PRELOADS_ID = 'route-preloads';
