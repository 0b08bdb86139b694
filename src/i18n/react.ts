import { useMemo, useSyncExternalStore } from 'react';
import {
  currentLanguage,
  DEFAULT_NS,
  fixedT,
  isLoaded,
  type Lang,
  loadNamespaces,
  setLanguage,
  subscribeLanguage,
  type TFunction,
  textsRevision,
} from './index';

export interface I18n {
  language: Lang;
  changeLanguage: (lang: Lang) => Promise<void>;
}

/**
 * The texts of one or more namespaces (the first is the default; others by "ns:key"). Suspends
 * until they are loaded in the current language; `t` changes identity when the language changes
 * (or the server's texts arrive), so memoised labels follow it.
 */
export function useTranslation(ns: string | readonly string[] = DEFAULT_NS): { t: TFunction; i18n: I18n } {
  const revision = useSyncExternalStore(subscribeLanguage, textsRevision, textsRevision);
  const lang = currentLanguage();
  const list = typeof ns === 'string' ? [ns] : ns;
  const first = list[0] ?? DEFAULT_NS;
  const key = list.join(',');
  // a new revision (the server's texts arrived) gives a new `t`: memoised labels are written again
  const value = useMemo(() => ({ t: fixedT(lang, first), i18n: { language: lang, changeLanguage: setLanguage } }), [lang, first, revision]);
  // Suspense by a thrown promise, as react-i18next does: React retries the render from the start once
  // it settles. (use() would replay the component and must then be called again at the same point.)
  if (!list.every((n) => isLoaded(lang, n)) && !failed.has(`${lang}|${key}`)) throw pending(lang, key, list);
  return value;
}

/** One promise per language and namespaces while they load (a retried render finds the same). */
const promises = new Map<string, Promise<void>>();
/**
 * Loads that failed (offline before the service worker cached them): the screen renders with what it
 * has (English, or the keys) instead of suspending again at once, in a loop; tried again once online.
 */
const failed = new Set<string>();
if (typeof window !== 'undefined') window.addEventListener('online', () => failed.clear());

function pending(lang: Lang, key: string, list: readonly string[]): Promise<void> {
  const id = `${lang}|${key}`;
  let p = promises.get(id);
  if (!p) {
    p = loadNamespaces(list, lang)
      .catch(() => {
        failed.add(id);
      })
      .finally(() => promises.delete(id));
    promises.set(id, p);
  }
  return p;
}
