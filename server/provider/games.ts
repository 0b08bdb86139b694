/**
 * The demo games' mathematics, decided on the provider's server only.
 *
 * Slot: three reels, each stops on a symbol by weight (7:1, $:2, ★:3, ♦:4, ♣:5, ♥:5 of 20). Three of a
 * kind pays PAY3, the first two reels alike (third different) pays PAY2, both in tenths of the stake.
 * The exact return to player is slotRtp() = 7684.5 / 8000 = 96.06 % (a test enumerates it).
 *
 * Crash: the crash point of a round is 0.97 / (1 - u) (at least 1, at most 100) for a uniform u, so
 * P(point > m) = 0.97 / m and every cash-out target returns 97 %: a house edge of 3 % (3 % of rounds
 * crash at once). The multiplier grows as e^(CRASH_RATE * seconds) from the round's start; a cash-out
 * pays the multiplier at the moment the server receives it, if that is below the crash point.
 */
const SYMBOLS = ['7', '$', '★', '♦', '♣', '♥'] as const;
const WEIGHTS = [1, 2, 3, 4, 5, 5] as const;
const TOTAL = 20;
const PAY3 = [5000, 1000, 400, 150, 80, 80] as const;
const PAY2 = [100, 40, 15, 20, 15, 15] as const;

function stop(u: number): number {
  let x = Math.floor(u * TOTAL);
  for (let i = 0; i < WEIGHTS.length; i++) {
    x -= WEIGHTS[i] ?? 0;
    if (x < 0) return i;
  }
  return WEIGHTS.length - 1;
}

/** Tenths of the stake that a set of stops pays. */
function slotPayTenths(stops: readonly number[]): number {
  const [a, b, c] = stops as [number, number, number];
  if (a === b && b === c) return PAY3[a] ?? 0;
  if (a === b) return PAY2[a] ?? 0;
  return 0;
}

export function spinSlot(u: readonly number[], stakePaisa: number): { reels: string[]; winPaisa: number } {
  const stops = [stop(u[0] ?? 0), stop(u[1] ?? 0), stop(u[2] ?? 0)];
  return { reels: stops.map((s) => SYMBOLS[s] ?? '7'), winPaisa: Math.floor((stakePaisa * slotPayTenths(stops)) / 10) };
}

/** The exact expected return per unit staked, by enumerating every stop of the three reels. */
export function slotRtp(): number {
  let sum = 0;
  for (let a = 0; a < 6; a++)
    for (let b = 0; b < 6; b++) for (let c = 0; c < 6; c++) sum += ((WEIGHTS[a] ?? 0) * (WEIGHTS[b] ?? 0) * (WEIGHTS[c] ?? 0) * slotPayTenths([a, b, c])) / 10;
  return sum / TOTAL ** 3;
}

export const CRASH_EDGE = 0.03;
const CRASH_MAX = 100;
/** Growth per second of the crash multiplier (2x at about 2.8 s, 10x at about 9.2 s). */
export const CRASH_RATE = 0.2493;

export function crashPoint(u: number): number {
  return Math.min(CRASH_MAX, Math.max(1, (1 - CRASH_EDGE) / (1 - u)));
}

/** The multiplier after ms milliseconds, floored to hundredths. */
export function multiplierAt(ms: number): number {
  return Math.floor(100 * Math.exp((CRASH_RATE * Math.max(0, ms)) / 1000)) / 100;
}
