import type { Game, Logo, SliderItem } from '../../api/contract/public';
import { GAME_DEFAULTS } from '../../api/contract/defaults';
import { imageSrc } from '../../api/image-src';
import { byDisplay } from '../../features/games/logic';
import { activeSlides } from '../../features/lobby/slides';
import { storedLang } from '../../i18n/stored-lang';
import { safeImageUrl } from '../../lib/safe-url';
import type { SplashBox } from '../landings';
import { LOADER_LOGO_KEY } from '../page-keys';

// The splash and the first images of a screen, by the app's own rules applied to the raw early answers.

/** The splash's label in the language of the last visit: the app's own words for "loading". */
export const SPLASH_LABEL = { en: 'Loading', bn: 'লোড হচ্ছে' } as const;

/** The loader logo of the last visit, and the language chosen last for what a screen reader says now. */
export function dressSplash(): void {
  try {
    if (storedLang() === 'bn') {
      document.documentElement.lang = 'bn';
      document.getElementById('splash')?.setAttribute('aria-label', SPLASH_LABEL.bn);
    }
    const u = safeImageUrl(localStorage.getItem(LOADER_LOGO_KEY));
    if (u) {
      const img = newImage(u, 'TakaPlay');
      img.onload = () => document.getElementById('splash-logo')?.replaceWith(img);
    }
  } catch {
    /* storage refused: the text logo stays */
  }
}

/** The element id of a splash box: its style is in src/boot/splash.css. */
export const splashBoxId = (box: SplashBox) => `splash-${box}`;

/**
 * A box in the splash where the screen under it will show its first images (src/boot/splash.css puts
 * it there, on a phone): on a weak link the player sees them while the scripts still load.
 */
export function addSplashBox(box: SplashBox): HTMLElement {
  const el = document.createElement('div');
  el.id = splashBoxId(box);
  el.setAttribute('aria-hidden', 'true');
  document.getElementById('splash')?.prepend(el);
  return el;
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

export function preloadImage(src: string, high: boolean): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = src;
  if (high) link.fetchPriority = 'high';
  document.head.appendChild(link);
}

/** An image as the screen shows it (its text alternative given by the screen). */
export function newImage(src: string, alt = '', size?: { width: number; height: number }): HTMLImageElement {
  const img = size ? new Image(size.width, size.height) : new Image();
  img.alt = alt;
  img.src = src;
  return img;
}
