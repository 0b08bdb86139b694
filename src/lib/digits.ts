/**
 * What a Bangla keyboard types: its digits are ০-৯ (U+09E6-U+09EF). Amounts, phone numbers, codes and
 * transaction ids are sent in ASCII digits, so every such field reads them as 0-9 instead of dropping them.
 */
export function latinDigits(s: string): string {
  return s.replace(/[\u09E6-\u09EF]/g, (d) => String(d.charCodeAt(0) - 0x09e6));
}

/** Only the digits of what was typed, Bangla digits read as 0-9. */
export function digitsOnly(s: string): string {
  return latinDigits(s).replace(/\D/g, '');
}

/** 0-9 written as Bangla digits ০-৯, for Bangla screens: "৳ 1,00,000.00" -> "৳ ১,০০,০০০.০০". */
function banglaDigits(s: string): string {
  return s.replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + d.charCodeAt(0) - 48));
}

/** The languages whose digits a shown number is written in (the app's languages). */
export type DigitLang = 'en' | 'bn';

/**
 * A number the app shows, in the digits of the screen's language: Bangla screens write ০-৯. Only
 * what the app itself formats goes through here (amounts, counts, dates, odds); what the server or
 * the operator wrote is shown as sent, and what is sent, copied or compared stays in 0-9.
 */
export function localDigits(s: string, lang: DigitLang): string {
  return lang === 'bn' ? banglaDigits(s) : s;
}
