import { type DigitLang, localDigits } from './digits';
import { dhakaClock, dhakaDateTime, dhakaDay, dhakaLabel } from './dhaka-time';
import { formatAmount, formatCount, formatTaka } from './money';

type When = Date | string | number;

/**
 * Every number a screen shows, written for its language (Bangla screens use ০-৯): one object per
 * language, so a screen formats with `useShown()` (src/i18n/react.ts) and never passes the language itself.
 */
export interface Shown {
  lang: DigitLang;
  /** digits of a number or of text the app wrote ("1.95", "3/10", "12:05") */
  digits(value: string | number): string;
  taka(value: string | number | null | undefined): string;
  amount(value: string | number | null | undefined): string;
  count(n: number): string;
  day(d: When): string;
  clock(d: When): string;
  dateTime(d: When): string;
  /** "2026-11-26 14:05 GMT+6" */
  dateTimeZone(d: When): string;
  /** "GMT+6" */
  zone: string;
}

function make(lang: DigitLang): Shown {
  return {
    lang,
    digits: (value) => localDigits(String(value), lang),
    taka: (value) => formatTaka(value, lang),
    amount: (value) => formatAmount(value, lang),
    count: (n) => formatCount(n, lang),
    day: (d) => dhakaDay(d, lang),
    clock: (d) => dhakaClock(d, lang),
    dateTime: (d) => dhakaDateTime(d, lang),
    dateTimeZone: (d) => `${dhakaDateTime(d, lang)} ${dhakaLabel(lang)}`,
    zone: dhakaLabel(lang),
  };
}

const BY_LANG: Record<DigitLang, Shown> = { en: make('en'), bn: make('bn') };

export function shownFor(lang: DigitLang): Shown {
  return BY_LANG[lang];
}
