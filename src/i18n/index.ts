import i18next, { type InitOptions } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import common from './locales/en/common.json';
import { localDigits } from '../lib/digits';
import { LANG_KEY, type Lang, storedLang, writeLangCookie } from './stored-lang';

/**
 * i18next with react-i18next. One namespace per feature: src/i18n/locales/{en,bn}/<namespace>.json.
 * Only English `common` is bundled (partialBundledLanguages: the shell needs it for the first paint);
 * every other namespace, and every Bangla one, is a chunk that i18next-resources-to-backend fetches
 * the first time a screen asks for it (useTranslation suspends meanwhile). The service worker
 * precaches the chunks, so this works offline too. Bangla has every key English has
 * (tests/unit/i18n.test.ts), so there is no fallback language: a Bangla screen loads Bangla only.
 */
export type { Lang };
const LANGS: readonly Lang[] = ['en', 'bn'];
export const DEFAULT_NS = 'common';

/**
 * Namespaces the shell itself renders with (install entry, offline banner, support, market block,
 * drawer). Boot loads them before the first render so the shell never suspends later, e.g. when the
 * offline banner first appears while the network is gone. They come in one file per language
 * (shell-en.ts, shell-bn.ts; Bangla's holds common too, English common is bundled): one request at
 * boot, not five or six.
 */
export const SHELL_NAMESPACES: readonly string[] = ['pwa', 'support', 'market', 'games', 'lobby'];

type Resources = Record<string, unknown>;
type Loader = () => Promise<Resources>;
const shellLoaders = (load: () => Promise<{ default: Record<string, Resources> }>, namespaces: readonly string[]) =>
  Object.fromEntries(namespaces.map((ns) => [ns, () => load().then((m) => m.default[ns] ?? {})]));
// glob patterns must be literals: their exclusions repeat SHELL_NAMESPACES (checked in tests/unit/translate.test.ts)
const loaders: Record<string, Record<string, Loader>> = {
  en: {
    ...byNamespace(import.meta.glob<Resources>(['./locales/en/*.json', '!./locales/en/{common,pwa,support,market,games,lobby}.json'], { import: 'default' })),
    ...shellLoaders(() => import('./shell-en'), SHELL_NAMESPACES),
  },
  bn: {
    ...byNamespace(import.meta.glob<Resources>(['./locales/bn/*.json', '!./locales/bn/{common,pwa,support,market,games,lobby}.json'], { import: 'default' })),
    ...shellLoaders(() => import('./shell-bn'), [DEFAULT_NS, ...SHELL_NAMESPACES]),
  },
};

function byNamespace(files: Record<string, Loader>): Record<string, Loader> {
  return Object.fromEntries(Object.entries(files).map(([p, load]) => [p.replace(/^.*\/(.+)\.json$/, '$1'), load]));
}

/** The event that makes every useTranslation render again (the server's Bangla texts arrived). */
const TEXTS_CHANGED = 'textsChanged';

/**
 * How texts are written, for the app and for tests of its texts: React escapes, so i18next does not;
 * a placeholder without a value shows nothing, a branch of the tree shows its key as a missing text does.
 */
export const TEXT_OPTIONS = {
  defaultNS: DEFAULT_NS,
  fallbackLng: false,
  supportedLngs: LANGS,
  load: 'currentOnly',
  interpolation: { escapeValue: false },
  missingInterpolationHandler: () => '',
  returnedObjectHandler: (key: string) => key,
} satisfies InitOptions;

/**
 * `{{count, digits}}`: a number a text shows, in the digits of the text's language (a Bangla text
 * writes ০-৯). Marked in the texts where the value is a number the app formats; a placeholder that
 * carries the server's or the operator's words is left as sent.
 */
function addTextFormats(instance: typeof i18next): void {
  instance.services.formatter?.add('digits', (value: unknown, lng: string | undefined) => localDigits(String(value), lng === 'bn' ? 'bn' : 'en'));
}

export const i18n = i18next.createInstance();
i18n.use(resourcesToBackend((lang: string, ns: string) => loaders[lang]?.[ns]?.() ?? Promise.resolve({}))).use(initReactI18next);
i18n.on('languageChanged', (lang) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
});

/** opts: placeholder values, count, defaultValue (shown when the key has no text); or that default alone as a string. */
export type TFunction = (key: string, opts?: Record<string, unknown> | string) => string;

/**
 * A message kept in a screen's state until it is replaced: kept as how to write it, not as words,
 * so it is written again in the player's language on every render (a language switch included).
 */
export type Words = (t: TFunction) => string;

export const currentLanguage = (): Lang => (i18n.language === 'bn' ? 'bn' : 'en');

/** Called after a language switch (once the new language's texts are in) and when the texts change. */
export function subscribeLanguage(listener: () => void): () => void {
  i18n.on('languageChanged', listener);
  i18n.on(TEXTS_CHANGED, listener);
  return () => {
    i18n.off('languageChanged', listener);
    i18n.off(TEXTS_CHANGED, listener);
  };
}

export const isLoaded = (lang: Lang, ns: string): boolean => i18n.hasResourceBundle(lang, ns);

/** Fetches the namespaces not yet loaded in `lang` (default: the current one); rejects when one failed. */
export async function loadNamespaces(namespaces: readonly string[], lang: Lang = currentLanguage()): Promise<void> {
  await started();
  const list = [...namespaces];
  const connector = i18n.services.backendConnector;
  await new Promise<void>((resolve, reject) => {
    const done = (err: unknown) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve());
    // the current language through i18next's own call (it remembers them for a later language switch)
    if (lang === i18n.language) void i18n.loadNamespaces(list, done);
    else connector.load([lang], list, done);
  });
}

/** A translate function for a language and default namespace; other namespaces by "ns:key". */
export const fixedT = (lang: Lang, defaultNs: string): TFunction => i18n.getFixedT(lang, defaultNs) as unknown as TFunction;

/** Outside React (the error screen): the current language. */
export const t: TFunction = (key, opts) => (i18n.t as unknown as TFunction)(key, opts);

/** Every screen renders its texts again (the server's Bangla texts arrived after a message was shown). */
export function refreshTexts(): void {
  i18n.emit(TEXTS_CHANGED);
}

/** A namespace that failed to load (offline before the service worker had it) is fetched again once online. */
function retryFailedOnline(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('online', () => {
    const state = i18n.services.backendConnector.state as Record<string, number>;
    const failed = Object.keys(state).filter((id) => state[id] === -1);
    for (const id of failed) {
      const [lang, ns] = id.split('|') as [string, string];
      void i18n.reloadResources([lang], [ns]).then(refreshTexts);
    }
  });
}

let starting: Promise<unknown> | undefined;

/** Starts i18next once (the first call's language and namespaces); every later call waits for it. */
function started(lang: Lang = storedLang(), namespaces: readonly string[] = []): Promise<unknown> {
  if (!starting) {
    retryFailedOnline();
    starting = i18n.init({
      ...TEXT_OPTIONS,
      lng: lang,
      ns: [DEFAULT_NS, ...namespaces],
      resources: { en: { common } },
      partialBundledLanguages: true,
      react: { bindI18n: `languageChanged ${TEXTS_CHANGED}` },
    });
    addTextFormats(i18n);
  }
  return starting;
}

export async function initI18n(lang: Lang = storedLang(), namespaces: readonly string[] = []): Promise<void> {
  if (!starting) {
    await started(lang, namespaces);
    return;
  }
  await loadNamespaces([DEFAULT_NS, ...namespaces], lang);
  await i18n.changeLanguage(lang);
}

/** i18next fetches every namespace in use in the new language first, then switches: no screen suspends. */
export async function setLanguage(lang: Lang): Promise<void> {
  await started(lang);
  await i18n.changeLanguage(lang);
  try {
    localStorage.setItem(LANG_KEY, lang);
  } catch {
    /* not remembered in private mode */
  }
  writeLangCookie(lang);
}

/** The cookie follows the device's choice (made before the cookie existed, or in another tab). */
export function keepLangCookie(): void {
  const lang = storedLang();
  if (!document.cookie.includes(`${LANG_KEY}=${lang}`)) writeLangCookie(lang);
}
