import { useSyncExternalStore } from 'react';
import { useTranslation as useI18nextTranslation } from 'react-i18next';
import { currentLanguage, DEFAULT_NS, type i18n as I18n, type Lang, subscribeLanguage, type TFunction } from './index';

/**
 * react-i18next's useTranslation with the house's `t` type: the texts of one or more namespaces (the
 * first is the default; others by "ns:key"). Suspends until they are loaded in the current language;
 * `t` changes identity when the language changes (or the server's texts arrive), so memoised labels
 * follow it.
 */
export function useTranslation(ns: string | readonly string[] = DEFAULT_NS): { t: TFunction; i18n: typeof I18n } {
  const { t, i18n } = useI18nextTranslation(typeof ns === 'string' ? ns : [...ns]);
  return { t: t as unknown as TFunction, i18n };
}

/** The screen's language; the component renders again when it changes (no suspending for texts). */
export function useLang(): Lang {
  return useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
}
