import { callUrl } from '../api/call-url';
import { imageSrc } from '../api/image-src';
import { gamesQuery, PUBLIC_CALLS, type PublicCallName } from '../api/public-calls';
import { apiConfig } from '../api/config';
import type { Game, Logo, SliderItem } from '../api/contract/public';
import { GAME_DEFAULTS } from '../api/contract/defaults';
import { AUTH_LOGO_SIZE } from '../features/auth/logo-size';
import { byDisplay, parseGamesList } from '../features/games/logic';
import { desktopGamesTarget } from '../features/layout/categories';
import { MOBILE_MAX_WIDTH } from '../features/layout/useIsDesktop';
import { activeSlides } from '../features/lobby/slides';
import { storedLang } from '../i18n/stored-lang';
import { MEMBER_HINT_KEY, PRERENDERED_ATTR } from './prerendered';
import { preloadBootScripts, preloadScreenScripts } from './boot-preloads';
import { safeImageUrl } from '../lib/safe-url';

/**
 * index.html's boot script, run before any module loads: built into the page by
 * scripts/boot-script-plugin.ts (from boot-script.entry.ts), so it must import only small,
 * side-effect-free modules (the plugin refuses a script over its byte limit). It shares the app's
 * rules (image check, image host, public call paths, first Main slide, mobile width, stored language).
 */

/** The splash shows this image on the next start (boot.ts keeps it), before any module loads. */
export const LOADER_LOGO_KEY = 'loaderLogo';

/** What boot asks for on every screen (prefetchShellAnswers in features/site). */
export const EARLY_SHELL_CALLS: readonly PublicCallName[] = ['logo', 'general', 'sociallink'];

/** The splash's label in the language of the last visit: the app's own words for "loading". */
export const SPLASH_LABEL = { en: 'Loading', bn: 'লোড হচ্ছে' } as const;

/**
 * The public answers asked for early at this address, as absolute addresses on the platform host:
 * the shell's; on / the sliders (and a desktop's promotions); on a phone's /games (the desktop layout
 * shows another page there) the type's systems and games, as the route's loader asks for them.
 */
export function earlyUrls(at: Pick<Location, 'pathname' | 'search'>, phone: boolean, base: string = apiConfig.platformBase()): string[] {
  const urls = EARLY_SHELL_CALLS.map((name) => callUrl(PUBLIC_CALLS[name], base));
  if (at.pathname === '/') urls.push(callUrl(PUBLIC_CALLS.sliders, base));
  // the desktop home's first screen reaches its promotions strip: the answer is in before its first render
  if (at.pathname === '/' && !phone) urls.push(callUrl(PUBLIC_CALLS.promotions, base));
  if (at.pathname === '/games' && phone) {
    const { type, system } = parseGamesList(Object.fromEntries(new URLSearchParams(at.search)));
    urls.push(callUrl(PUBLIC_CALLS.systems, base, { type }), callUrl(PUBLIC_CALLS.games, base, gamesQuery(type, system ? [system] : [])));
  }
  return urls;
}

/** The games screen's first row (three tiles on a phone): their posters are its largest paint. */
const FIRST_ROW = 3;

/** The posters of the first row of a games answer, in the screen's first order (recommended: sortGames). */
export function firstPosters(answer: unknown): string[] {
  const list: unknown = answer && typeof answer === 'object' ? (answer as { games?: unknown }).games : undefined;
  if (!Array.isArray(list)) return [];
  // raw JSON, not yet checked: the contract's default order, and no crash on a game the screen will refuse
  const games = list.map((g: Partial<Game>) => ({ ...g, name: String(g?.name), display_order: g?.display_order ?? GAME_DEFAULTS.display_order }) as Game);
  return games
    .sort(byDisplay)
    .slice(0, FIRST_ROW)
    .flatMap((g) => imageSrc(g.poster) ?? []);
}

/** The first hero image home shows: the first active Main slide, with the app's image rules. */
export function firstHeroImage(list: unknown): string | undefined {
  return Array.isArray(list) ? imageSrc(activeSlides(list as SliderItem[], 'Main')[0]?.thubmnail) : undefined;
}

/** The logo the header and the login screens show: mobile_logo up to the mobile width, as the shells pick it. */
export function shellLogoImage(list: unknown, mobile: boolean): string | undefined {
  const logo = Array.isArray(list) ? (list[0] as Logo | undefined) : undefined;
  return imageSrc(mobile ? logo?.mobile_logo : logo?.logo);
}

/** The phone layout's width (the app's own rule, features/layout/useIsDesktop). */
const isPhone = (): boolean => matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`).matches;

function preloadImage(src: string, high: boolean): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = src;
  if (high) link.fetchPriority = 'high';
  document.head.appendChild(link);
}

/** The loader logo of the last visit, and the language chosen last for what a screen reader says now. */
function dressSplash(): void {
  try {
    if (storedLang() === 'bn') {
      document.documentElement.lang = 'bn';
      document.getElementById('splash')?.setAttribute('aria-label', SPLASH_LABEL.bn);
    }
    const u = safeImageUrl(localStorage.getItem(LOADER_LOGO_KEY));
    if (u) {
      const img = new Image();
      img.alt = 'TakaPlay';
      img.src = u;
      img.onload = () => document.getElementById('splash-logo')?.replaceWith(img);
    }
  } catch {
    /* storage refused: the text logo stays */
  }
}

/**
 * A box in the splash where the screen under it will show its first images (index.html's style puts
 * it there): on a weak link the player sees them while the scripts still load.
 */
function splashBox(id: string): HTMLElement {
  const box = document.createElement('div');
  box.id = id;
  box.setAttribute('aria-hidden', 'true');
  document.getElementById('splash')?.prepend(box);
  return box;
}

/** each fetch() in a task of its own: four in the parser's task held the page for 30-55 ms at 4x CPU */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * The public answers of earlyUrls start now, while the modules download; src/api/early.ts hands
 * them to the API client. The logo, on / the first hero image and on /games the first row's posters
 * are preloaded as soon as their answers arrive (a phone sees those two in the splash). Resolves once the
 * splash's images (logo, first banner) are in; the posters are not waited for.
 */
function askEarly(landing: Pick<Location, 'pathname' | 'search'>, phone: boolean): Promise<unknown> {
  const early: Record<string, Promise<Response | null>> = {};
  (window as { __takaEarly?: typeof early }).__takaEarly = early;
  if (landing.pathname === '/') splashBox('splash-hero');
  const postersBox = landing.pathname === '/games' && phone ? splashBox('splash-posters') : null;
  const hints: Record<string, (answer: unknown) => unknown> = {
    [PUBLIC_CALLS.logo]: (list) => {
      const src = shellLogoImage(list, phone);
      if (!src) return;
      preloadImage(src, false);
      // a prerendered login page (drawn with no answer) shows the brand in text: the logo takes its
      // place now, as the screen will show it, not once the scripts have run (its largest paint)
      const slot = document.documentElement.hasAttribute(PRERENDERED_ATTR) ? document.querySelector('#root .auth-logo') : null;
      if (!slot) return;
      const img = new Image(AUTH_LOGO_SIZE.width, AUTH_LOGO_SIZE.height);
      img.alt = 'TakaPlay';
      img.src = src;
      slot.replaceChildren(img);
    },
    [PUBLIC_CALLS.sliders]: (list) => {
      const src = firstHeroImage(list);
      if (!src) return;
      preloadImage(src, true);
      // the splash's box, or on a prerendered home page its own hero box (drawn empty, no answer in it)
      const splash = document.getElementById('splash-hero');
      const box = document.documentElement.hasAttribute(PRERENDERED_ATTR) ? document.querySelector('#root .hero') : splash;
      const img = new Image();
      img.alt = '';
      img.src = src;
      if (box && getComputedStyle(box).display !== 'none') box.appendChild(img);
      return img.decode();
    },
  };
  const posters = (answer: unknown) => {
    for (const src of firstPosters(answer)) {
      preloadImage(src, true);
      if (!postersBox) continue;
      const tile = document.createElement('span');
      const img = new Image();
      img.alt = '';
      img.src = src;
      tile.appendChild(img);
      postersBox.appendChild(tile);
    }
  };
  const hinted: Promise<unknown>[] = [];
  for (const url of earlyUrls(landing, phone)) {
    const path = new URL(url).pathname;
    const answer = nextTask()
      .then(() => fetch(url, { headers: { Accept: 'application/json' }, credentials: 'omit' }))
      .catch(() => null);
    early[url] = answer;
    const use = (hint: (answer: unknown) => unknown) => answer.then((res) => (res?.ok ? res.clone().json().then(hint) : undefined)).catch(() => {});
    if (hints[path]) hinted.push(use(hints[path]));
    else if (path === PUBLIC_CALLS.games) void use(posters);
  }
  return Promise.all(hinted);
}

/**
 * A prerendered page (src/app/prerendered.ts) is shown as it is only when this visit renders it the
 * same: its address without a search, its language, a phone's width, a guest. Otherwise its mark goes
 * and index.html's splash lies over it until the app has rendered (as on any other page).
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

/**
 * The address whose screen this visit draws first: the app's own (the router draws /games/ as /games),
 * but a desktop shows no games list (the root route's beforeLoad moves it, desktopTargetFor): /games
 * goes to its category page or home.
 */
export function landingAddress(at: Pick<Location, 'pathname' | 'search'>, phone: boolean): Pick<Location, 'pathname' | 'search'> {
  const pathname = at.pathname.replace(/(.)\/+$/, '$1');
  if (phone || pathname !== '/games') return { pathname, search: at.search };
  return { pathname: desktopGamesTarget(new URLSearchParams(at.search).get('type')), search: '' };
}

export function runBootScript(): void {
  // the layout is read once: every step below is for this one
  const phone = isPhone();
  const landing = landingAddress(location, phone);
  // before dressSplash, which sets the page's language to the stored one
  judgePrerendered(phone);
  dressSplash();
  let imagesIn: Promise<unknown> = Promise.resolve();
  try {
    imagesIn = askEarly(landing, phone);
  } catch {
    /* the API client asks for them itself */
  }
  try {
    preloadBootScripts(phone);
    preloadScreenScripts(landing.pathname, phone, landing.pathname === '/' && phone ? imagesIn : Promise.resolve());
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
