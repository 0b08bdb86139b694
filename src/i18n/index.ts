import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * One namespace per feature: src/i18n/locales/{en,bn}/<namespace>.json. English ships in the main
 * bundle; Bangla is fetched when chosen (and before the first render when it was the last choice).
 */
export type Lang = 'en' | 'bn';
export const LANGS: readonly Lang[] = ['en', 'bn'];
const LANG_KEY = 'lang';

const en = import.meta.glob<Record<string, unknown>>('./locales/en/*.json', { eager: true, import: 'default' });
const bnLoaders = import.meta.glob<Record<string, unknown>>('./locales/bn/*.json', { import: 'default' });

function nsOf(path: string): string {
  return path.replace(/^.*\/(.+)\.json$/, '$1');
}

function bundle(files: Record<string, Record<string, unknown>>): Resource[string] {
  return Object.fromEntries(Object.entries(files).map(([p, r]) => [nsOf(p), r]));
}

async function loadBangla(): Promise<void> {
  if (i18next.hasResourceBundle('bn', 'common')) return;
  const entries = await Promise.all(Object.entries(bnLoaders).map(async ([p, load]) => [nsOf(p), await load()] as const));
  for (const [ns, res] of entries) i18next.addResourceBundle('bn', ns, res, true, true);
}

export function storedLang(): Lang {
  try {
    return localStorage.getItem(LANG_KEY) === 'bn' ? 'bn' : 'en';
  } catch {
    return 'en';
  }
}

export async function initI18n(lang: Lang = storedLang()): Promise<typeof i18next> {
  const resources = { en: bundle(en) };
  await i18next.use(initReactI18next).init({
    resources,
    lng: 'en',
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: Object.keys(resources.en),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (lang === 'bn') await setLanguage('bn');
  else document.documentElement.lang = 'en';
  return i18next;
}

export async function setLanguage(lang: Lang): Promise<void> {
  if (lang === 'bn') await loadBangla();
  await i18next.changeLanguage(lang);
  document.documentElement.lang = lang;
  try {
    localStorage.setItem(LANG_KEY, lang);
  } catch {
    /* not remembered in private mode */
  }
}

export { i18next };
