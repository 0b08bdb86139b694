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
