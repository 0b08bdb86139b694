/**
 * Taka amounts arrive as decimal strings; formatted without float arithmetic. Strings and numbers
 * are rounded the same way: half up (away from zero) at the second decimal, "1.005" and 1.005 both
 * to "1.01".
 */
export function formatTaka(value: string | number | null | undefined): string {
  const amount = formatAmount(value);
  return amount.startsWith('-') ? `-৳ ${amount.slice(1)}` : `৳ ${amount}`;
}

/**
 * Grouped as people in Bangladesh write numbers: thousands, then lakhs and crores by two digits
 * (1,00,000 for one lakh). Latin digits: Bangla screens show them as Bangla digits (src/app/bangla-digits.ts).
 */
const grouping = new Intl.NumberFormat('en-IN', { useGrouping: true, maximumFractionDigits: 0 });

/** A count (VIP points, thresholds) grouped the same way: 1234567 -> "12,34,567". */
export function formatCount(n: number): string {
  return grouping.format(n);
}

/** The figure of formatTaka without the taka sign, for a place that shows the sign on its own: "25,000.00". */
export function formatAmount(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '0.00';
  // a number as its shortest decimal text (1.005 stays 1.005), so it rounds like the same string
  const s = typeof value === 'number' ? (/e/i.test(String(value)) ? value.toFixed(2) : String(value)) : value;
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(s.trim());
  if (!m) return s;
  const frac = m[3] ?? '';
  const cents = BigInt(`${m[2] ?? '0'}${frac.padEnd(2, '0').slice(0, 2)}`) + ((frac[2] ?? '0') >= '5' ? 1n : 0n);
  const digits = cents.toString().padStart(3, '0');
  const int = grouping.format(BigInt(digits.slice(0, -2)));
  return `${m[1] && cents > 0n ? '-' : ''}${int}.${digits.slice(-2)}`;
}

/** "1250" -> "1250.00" for the make-payment amount. */
export function withCents(value: string | number): string {
  const s = String(value).trim();
  if (/^\d+$/.test(s)) return `${s}.00`;
  if (/^\d+\.\d$/.test(s)) return `${s}0`;
  return s;
}
