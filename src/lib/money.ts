import { type DigitLang, localDigits } from './digits';

/**
 * Taka amounts arrive as decimal strings; formatted without float arithmetic. Strings and numbers
 * are rounded the same way: half up (away from zero) at the second decimal, "1.005" and 1.005 both
 * to "1.01". The one way the product writes taka, on screen and in the server's messages: "৳ 4,550.00".
 * `lang`: the digits of the screen (Bangla screens "৳ ৪,৫৫০.০০"); without it 0-9, as sent and compared.
 */
export function formatTaka(value: string | number | null | undefined, lang: DigitLang = 'en'): string {
  const amount = formatAmount(value, lang);
  return amount.startsWith('-') ? `-৳ ${amount.slice(1)}` : `৳ ${amount}`;
}

/**
 * Grouped as people in Bangladesh write numbers: thousands, then lakhs and crores by two digits
 * (1,00,000 for one lakh), in the digits of the screen's language (localDigits).
 * Written here, not with Intl.NumberFormat('en-IN'): a page's first number formatter loads the
 * browser's number data, 60-250 ms on a phone (4x CPU), and it was built while the app's modules loaded.
 */
function group(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** A count (VIP points, thresholds) grouped the same way, rounded to a whole number: 1234567 -> "12,34,567". */
export function formatCount(n: number, lang: DigitLang = 'en'): string {
  if (!Number.isFinite(n)) return String(n);
  const whole = Math.round(Math.abs(n));
  return localDigits(`${n < 0 && whole > 0 ? '-' : ''}${group(BigInt(whole).toString())}`, lang);
}

/** The figure of formatTaka without the taka sign, for a place that shows the sign on its own: "25,000.00". */
export function formatAmount(value: string | number | null | undefined, lang: DigitLang = 'en'): string {
  if (value === null || value === undefined || value === '') return localDigits('0.00', lang);
  // a number as its shortest decimal text (1.005 stays 1.005), so it rounds like the same string
  const s = typeof value === 'number' ? (/e/i.test(String(value)) ? value.toFixed(2) : String(value)) : value;
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(s.trim());
  if (!m) return s;
  const frac = m[3] ?? '';
  const cents = BigInt(`${m[2] ?? '0'}${frac.padEnd(2, '0').slice(0, 2)}`) + ((frac[2] ?? '0') >= '5' ? 1n : 0n);
  const digits = cents.toString().padStart(3, '0');
  const int = group(digits.slice(0, -2));
  return localDigits(`${m[1] && cents > 0n ? '-' : ''}${int}.${digits.slice(-2)}`, lang);
}

/** "1250" -> "1250.00" for the make-payment amount. */
export function withCents(value: string | number): string {
  const s = String(value).trim();
  if (/^\d+$/.test(s)) return `${s}.00`;
  if (/^\d+\.\d$/.test(s)) return `${s}0`;
  return s;
}
