import { MIN_VP, VP_TO_PAISA } from '../../api/contract/vip';

export type VpCheck = 'empty' | 'invalid' | 'notEnough' | 'tooMany' | null;

/** What is wrong with the VP typed into the Convert VP box (null when it can be sent). */
export function checkVp(input: string, available: number): VpCheck {
  const s = input.trim();
  if (s === '') return 'empty';
  if (!/^\d+$/.test(s)) return 'invalid';
  const n = Number(s);
  if (n < MIN_VP) return 'notEnough';
  if (n > available) return 'tooMany';
  return null;
}

/** The money a number of VP is worth, as a decimal string ("12.00"). */
export function vpToMoney(input: string): string {
  const s = input.trim();
  if (!/^\d{1,9}$/.test(s)) return '0.00';
  const paisa = Number(s) * VP_TO_PAISA;
  return `${Math.floor(paisa / 100)}.${String(paisa % 100).padStart(2, '0')}`;
}

/** Progress (0..100) from the current level's threshold to the next one. */
export function levelProgress(experience: number, from: number, next: number | null): number {
  if (next === null) return 100;
  if (next <= from) return 100;
  return Math.max(0, Math.min(100, Math.round(((experience - from) / (next - from)) * 100)));
}

/** What the Convert VP box flags under the field: an amount under the minimum, or more than the player has. */
export type VpProblem = 'notWhole' | 'notEnough' | 'tooMany';
export function vpProblem(input: string, available: number): VpProblem | null {
  const check = checkVp(input, available);
  // "10.5" or "-10" stays in the box as typed and is refused, never read as 105 or 10
  if (check === 'invalid') return 'notWhole';
  if (check === 'tooMany') return 'tooMany';
  return check === 'notEnough' && input !== '' ? 'notEnough' : null;
}

/**
 * The one-time key (nonce) for converting `points`: the key of an earlier attempt at the same amount
 * whose outcome is unknown (a retry after a timeout or a lost answer), else a new one, remembered
 * until that amount's success answer removes it. The server refuses a key it has seen, so a retry
 * cannot convert twice.
 */
export function nonceFor(pending: Map<string, string>, points: string, make: () => string): string {
  let key = pending.get(points);
  if (!key) {
    key = make();
    pending.set(points, key);
  }
  return key;
}
