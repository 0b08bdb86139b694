/**
 * Names the page, the device and the build share across loads: written by one step of the first load
 * and read by another before any module has loaded (the boot script). Free of imports: the boot script
 * and the build plugins import it.
 */

/**
 * Set on <html> of a prerendered page (the address it was drawn for); the boot script removes it
 * when this visit cannot hydrate it (wider than a phone, another language, a search, a member), and
 * index.html's splash then lies over it until the app has rendered.
 */
export const PRERENDERED_ATTR = 'data-prerendered';

/**
 * Set on the device while a player is logged in (device-hints.ts keeps it), so the boot script knows
 * before any module loads that the guest page must not be shown as it is: the session itself is in IndexedDB.
 */
export const MEMBER_HINT_KEY = 'memberHint';

/** The splash shows this image on the next start (boot.ts keeps it), before any module loads. */
export const LOADER_LOGO_KEY = 'loaderLogo';

/** The element of index.html that lists each landing screen's scripts (src/boot/build/screen-preloads.ts). */
export const ROUTE_PRELOADS_ID = 'route-preloads';
