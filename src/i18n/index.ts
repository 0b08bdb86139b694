import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from './locales/en/common.json';

/**
 * One namespace per feature: src/i18n/locales/{en,bn}/<namespace>.json. Only English `common` ships
 * in the main bundle (the shell needs it for the first paint); every other namespace, and every
 * Bangla one, is a small chunk fetched the first time a screen asks for it (react-i18next suspends
 * meanwhile). The service worker precaches the chunks, so this works offline too.
 */
export type Lang = 'en' | 'bn';
export const LANGS: readonly Lang[] = ['en', 'bn'];
const LANG_KEY = 'lang';

type Loader = () => Promise<Record<string, unknown>>;
const loaders: Record<Lang, Record<string, Loader>> = {
  en: byNamespace(import.meta.glob<Record<string, unknown>>('./locales/en/*.json', { import: 'default' })),
  bn: byNamespace(import.meta.glob<Record<string, unknown>>('./locales/bn/*.json', { import: 'default' })),
};

function byNamespace(files: Record<string, Loader>): Record<string, Loader> {
  return Object.fromEntries(Object.entries(files).map(([p, load]) => [p.replace(/^.*\/(.+)\.json$/, '$1'), load]));
}

const chunkBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng: string, ns: string, callback: ReadCallback) {
    const load = loaders[lng === 'bn' ? 'bn' : 'en'][ns];
    if (!load) return callback(null, {});
    load().then(
      (res) => callback(null, res),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false),
    );
  },
};

export function storedLang(): Lang {
  try {
    return localStorage.getItem(LANG_KEY) === 'bn' ? 'bn' : 'en';
  } catch {
    return 'en';
  }
}

export async function initI18n(lang: Lang = storedLang()): Promise<typeof i18next> {
  await i18next
    .use(chunkBackend)
    .use(initReactI18next)
    .init({
      resources: { en: { common } },
      partialBundledLanguages: true,
      lng: lang,
      fallbackLng: 'en',
      defaultNS: 'common',
      ns: ['common'],
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  document.documentElement.lang = lang;
  return i18next;
}

export async function setLanguage(lang: Lang): Promise<void> {
  // changeLanguage fetches every namespace already in use, in the new language, before switching
  await i18next.changeLanguage(lang);
  document.documentElement.lang = lang;
  try {
    localStorage.setItem(LANG_KEY, lang);
  } catch {
    /* not remembered in private mode */
  }
}

export { i18next };
