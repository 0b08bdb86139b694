/** Paisa arithmetic for screens that add or compare amounts (the wire carries decimal strings). */

/** "1250.50" -> 125050 paisa; anything unreadable counts as 0. */
export function toPaisa(s: string | number | null | undefined): number {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(String(s ?? '').trim());
  if (!m) return 0;
  const v = Number(m[2]) * 100 + Number((m[3] ?? '0').padEnd(2, '0'));
  return m[1] ? -v : v;
}

/** 125050 -> "1250.50" (for formatTaka / Money). */
export function fromPaisa(p: number): string {
  const sign = p < 0 ? '-' : '';
  const a = Math.abs(Math.round(p));
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}
