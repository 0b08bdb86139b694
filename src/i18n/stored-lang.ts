/**
 * The language the player chose last, remembered on the device. A module of its own, free of
 * i18next, so index.html's boot script (src/app/boot-script.ts) reads it the same way as the app.
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
