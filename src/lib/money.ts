/** Taka amounts arrive as decimal strings; format without float arithmetic. */
export function formatTaka(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '৳ 0.00';
  const s = typeof value === 'number' ? value.toFixed(2) : value;
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(s.trim());
  if (!m) return `৳ ${s}`;
  const int = (m[2] ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const dec = (m[3] ?? '').padEnd(2, '0').slice(0, 2);
  return `${m[1]}৳ ${int}.${dec}`;
}

/** "1250" -> "1250.00" for the make-payment amount. */
export function withCents(value: string | number): string {
  const s = String(value).trim();
  if (/^\d+$/.test(s)) return `${s}.00`;
  if (/^\d+\.\d$/.test(s)) return `${s}0`;
  return s;
}
