/**
 * The language the player chose last, remembered on the device. A module of its own, free of
 * i18next, so index.html's boot script (src/boot/script/) reads it the same way as the app.
 */
export type Lang = 'en' | 'bn';

export const LANG_KEY = 'lang';

export function storedLang(): Lang {
  try {
    return localStorage.getItem(LANG_KEY) === 'bn' ? 'bn' : 'en';
  } catch {
    return 'en';
  }
}

/**
 * The language as a cookie too: the server and the service worker pick the prerendered page in it
 * (src/shared/prerendered.ts). A year, like the device's own choice.
 */
export function writeLangCookie(lang: Lang): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie, read by the server; the Cookie Store API is not on every phone
  document.cookie = `${LANG_KEY}=${lang}; path=/; max-age=31536000; samesite=lax`;
}
