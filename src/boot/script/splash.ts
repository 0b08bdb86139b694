import { storedLang } from '../../i18n/stored-lang';
import { safeImageUrl } from '../../lib/safe-url';
import type { SplashBox } from '../landings';
import { LOADER_LOGO_KEY } from '../page-keys';
import { newImage } from './images';

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
