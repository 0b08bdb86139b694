import { desktopGamesTarget } from '../../features/layout/categories';
import { MOBILE_MAX_WIDTH } from '../../features/layout/useIsDesktop';
import { storedLang } from '../../i18n/stored-lang';
import { landingAddress, landingOf } from '../landings';
import { MEMBER_HINT_KEY, PRERENDERED_ATTR } from '../page-keys';
import { askEarly } from './early';
import { preloadBootScripts, preloadScreenScripts } from './preloads';
import { addSplashBox, dressSplash } from './splash';

/**
 * index.html's boot script, run before any module loads: built into the page by
 * src/boot/build/boot-script.ts (from entry.ts), so it must import only small, side-effect-free
 * modules (the build refuses a script over its byte limit). It shares the app's rules (image check,
 * image host, public call paths, first Main slide, mobile width, stored language) and reads what to do
 * at this address from the first-load table (src/boot/landings.ts).
 */

/** The desktop's address rules, for the table's onDesktop. */
const DESKTOP_RULES = { gamesTarget: desktopGamesTarget };

/** The phone layout's width (the app's own rule, features/layout/useIsDesktop). */
const isPhone = (): boolean => matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`).matches;

/**
 * A prerendered page (src/boot/landings.ts, `prerender`) is shown as it is only when this visit renders
 * it the same: its address without a search, its language, a phone's width, a guest. Otherwise its mark
 * goes and index.html's splash lies over it until the app has rendered (as on any other page).
 */
function judgePrerendered(phone: boolean): void {
  const html = document.documentElement;
  const path = html.getAttribute(PRERENDERED_ATTR);
  if (path === null) return;
  let member = false;
  try {
    member = localStorage.getItem(MEMBER_HINT_KEY) === '1';
  } catch {
    /* storage refused: no session kept either */
  }
  if (member || !phone || path !== location.pathname || location.search || html.lang !== storedLang()) html.removeAttribute(PRERENDERED_ATTR);
}

export function runBootScript(): void {
  // the layout is read once: every step below is for this one
  const phone = isPhone();
  const landing = landingAddress(location, phone, DESKTOP_RULES);
  const row = landingOf(landing.pathname);
  // before dressSplash, which sets the page's language to the stored one
  judgePrerendered(phone);
  dressSplash();
  let imagesIn: Promise<unknown> = Promise.resolve();
  try {
    if (row?.splash) addSplashBox(row.splash);
    imagesIn = askEarly(landing, phone);
  } catch {
    /* the API client asks for them itself */
  }
  try {
    preloadBootScripts(phone);
    // a phone's first banner is the largest paint of home, and the scripts beside it would slow it;
    // elsewhere the largest paint (a poster) waits for the screen's scripts, so they go at once
    preloadScreenScripts(landing.pathname, phone, phone && row?.splash === 'hero' ? imagesIn : Promise.resolve());
  } catch {
    /* the router's loader adds the links itself */
  }
  // the router reads its scroll positions from sessionStorage when its module is evaluated, and a page's
  // first sessionStorage read waits for the browser: here that wait is not in the modules' long task
  try {
    void sessionStorage.length;
  } catch {
    /* no storage: the router does without */
  }
}
