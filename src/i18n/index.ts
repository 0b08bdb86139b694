import common from './locales/en/common.json';
import { interpolate, lookup, type Resources, splitKey, type TOptions } from './translate';

/**
 * One namespace per feature: src/i18n/locales/{en,bn}/<namespace>.json. Only English `common` ships
 * in the main bundle (the shell needs it for the first paint); every other namespace, and every
 * Bangla one, is a small chunk fetched the first time a screen asks for it (useTranslation suspends
 * meanwhile). The service worker precaches the chunks, so this works offline too. Bangla has every
 * key English has (tests/unit/i18n.test.ts), so a Bangla screen loads its Bangla namespaces only.
 */
export type Lang = 'en' | 'bn';
export const LANGS: readonly Lang[] = ['en', 'bn'];
const LANG_KEY = 'lang';
export const DEFAULT_NS = 'common';

/**
 * Namespaces the shell itself renders with (install entry, offline banner, support, market block,
 * drawer). Boot loads them before the first render so the shell never suspends later, e.g. when the
 * offline banner first appears while the network is gone. They come in one file per language
 * (shell-en.ts, shell-bn.ts; Bangla's holds common too, English common is in the main bundle): one
 * request at boot, not five or six.
 */
export const SHELL_NAMESPACES: readonly string[] = ['pwa', 'support', 'market', 'games', 'lobby'];

type Loader = () => Promise<Resources>;
const shellLoaders = (load: () => Promise<{ default: Record<string, Resources> }>, namespaces: readonly string[]) =>
  Object.fromEntries(namespaces.map((ns) => [ns, () => load().then((m) => m.default[ns] ?? {})]));
// glob patterns must be literals: their exclusions repeat SHELL_NAMESPACES (checked in tests/unit/translate.test.ts)
const loaders: Record<Lang, Record<string, Loader>> = {
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

const bundles = new Map<string, Resources>([['en/common', common]]);
const loading = new Map<string, Promise<void>>();
let language: Lang = 'en';
const listeners = new Set<() => void>();
let revision = 0;

/** opts: placeholder values, count, defaultValue (shown when the key has no text); or that default alone as a string. */
export type TFunction = (key: string, opts?: TOptions | string) => string;

/**
 * A message kept in a screen's state until it is replaced: kept as how to write it, not as words,
 * so it is written again in the player's language on every render (a language switch included).
 */
export type Words = (t: TFunction) => string;

export function storedLang(): Lang {
  try {
    return localStorage.getItem(LANG_KEY) === 'bn' ? 'bn' : 'en';
  } catch {
    return 'en';
  }
}

export const currentLanguage = (): Lang => language;

/** Moves whenever the texts on screen may read differently: a language switch, or newly loaded texts. */
export const textsRevision = (): number => revision;

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isLoaded = (lang: Lang, ns: string): boolean => bundles.has(`${lang}/${ns}`);

/** Fetches the namespaces not yet loaded in `lang`; the same promise while one is on its way. */
export function loadNamespaces(namespaces: readonly string[], lang: Lang = language): Promise<void> {
  const missing = namespaces.filter((ns) => !isLoaded(lang, ns));
  if (missing.length === 0) return Promise.resolve();
  return Promise.all(
    missing.map((ns) => {
      const id = `${lang}/${ns}`;
      let p = loading.get(id);
      if (!p) {
        const load = loaders[lang][ns];
        p = (load ? load() : Promise.resolve({})).then(
          (res) => {
            bundles.set(id, res);
          },
          (err: unknown) => {
            loading.delete(id); // a failed chunk can be asked for again
            throw err;
          },
        );
        loading.set(id, p);
      }
      return p;
    }),
  ).then(() => undefined);
}

/** A translate function for a language and default namespace; other namespaces by "ns:key". */
export function fixedT(lang: Lang, defaultNs: string): TFunction {
  return (key, optsOrDefault) => {
    const opts = typeof optsOrDefault === 'string' ? undefined : optsOrDefault;
    const [ns, path] = splitKey(key, defaultNs);
    const text = lookup(bundles.get(`${lang}/${ns}`), lang, path, opts) ?? (lang === 'en' ? undefined : lookup(bundles.get(`en/${ns}`), 'en', path, opts));
    if (text === undefined) {
      const fallback = typeof optsOrDefault === 'string' ? optsOrDefault : opts?.defaultValue;
      return typeof fallback === 'string' ? fallback : path;
    }
    return interpolate(text, opts);
  };
}

/** Outside React (the error screen): the current language. */
export const t: TFunction = (key, opts) => fixedT(language, DEFAULT_NS)(key, opts);

/** Every screen renders its texts again (the server's Bangla texts arrived after a message was shown). */
export function refreshTexts(): void {
  revision++;
  for (const l of listeners) l();
}

function apply(lang: Lang): void {
  language = lang;
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  refreshTexts();
}

export async function initI18n(lang: Lang = storedLang(), namespaces: readonly string[] = []): Promise<void> {
  await loadNamespaces([DEFAULT_NS, ...namespaces], lang);
  apply(lang);
}

/** Fetches every namespace in use in the new language first, then switches: no screen suspends. */
export async function setLanguage(lang: Lang): Promise<void> {
  const inUse = [...bundles.keys()].filter((k) => k.startsWith(`${language}/`)).map((k) => k.slice(language.length + 1));
  await loadNamespaces(inUse, lang);
  apply(lang);
  try {
    localStorage.setItem(LANG_KEY, lang);
  } catch {
    /* not remembered in private mode */
  }
}
