import { type DigitLang, localDigits } from './digits';

/** Dhaka is UTC+6 all year (no daylight saving), so the offset is fixed. */
export const DHAKA_OFFSET_MS = 6 * 3600 * 1000;
export const DHAKA_LABEL = 'GMT+6';

/**
 * The functions below write Latin digits by default (a day is also a key, a filter value, a server
 * message); `lang` 'bn' writes what a Bangla screen shows.
 */

function shifted(d: Date | string | number): Date {
  return new Date(new Date(d).getTime() + DHAKA_OFFSET_MS);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The zone's label as the screen writes it: "GMT+6", on a Bangla screen "GMT+৬". */
export function dhakaLabel(lang: DigitLang = 'en'): string {
  return localDigits(DHAKA_LABEL, lang);
}

/** YYYY-MM-DD of the Dhaka day the instant falls in (23:30 UTC belongs to the next Dhaka day). */
export function dhakaDay(d: Date | string | number, lang: DigitLang = 'en'): string {
  const s = shifted(d);
  return localDigits(`${s.getUTCFullYear()}-${pad(s.getUTCMonth() + 1)}-${pad(s.getUTCDate())}`, lang);
}

/** HH:mm:ss in Dhaka time. */
export function dhakaClock(d: Date | string | number, lang: DigitLang = 'en'): string {
  const s = shifted(d);
  return localDigits(`${pad(s.getUTCHours())}:${pad(s.getUTCMinutes())}:${pad(s.getUTCSeconds())}`, lang);
}

/** YYYY-MM-DD HH:mm in Dhaka time. */
export function dhakaDateTime(d: Date | string | number, lang: DigitLang = 'en'): string {
  const s = shifted(d);
  return localDigits(`${dhakaDay(d)} ${pad(s.getUTCHours())}:${pad(s.getUTCMinutes())}`, lang);
}

/** UTC instant where the Dhaka day `offsetDays` from today begins. */
export function dhakaDayStart(now: Date | number, offsetDays = 0): Date {
  const s = shifted(now);
  return new Date(Date.UTC(s.getUTCFullYear(), s.getUTCMonth(), s.getUTCDate() + offsetDays) - DHAKA_OFFSET_MS);
}
