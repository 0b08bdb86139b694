import { formatTaka } from '../../src/lib/money';

/** Money is stored as integer paisa and sent as a decimal string, so nothing drifts. */
export function toWire(paisa: number | bigint): string {
  const n = BigInt(paisa);
  const sign = n < 0n ? '-' : '';
  const abs = n < 0n ? -n : n;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Parses "1250", "1250.5", "1250.50" or a whole number into paisa; null when not a positive amount. */
export function fromWire(x: unknown): number | null {
  const s = typeof x === 'number' ? String(x) : typeof x === 'string' ? x.trim() : '';
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

/** An amount in a message to the player, written as the app writes taka: 40000 -> "৳ 400.00". */
export function takaText(paisa: number | bigint): string {
  return formatTaka(toWire(paisa));
}
