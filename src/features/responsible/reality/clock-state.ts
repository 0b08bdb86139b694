/**
 * The reality check's play clock as data: time played with a game open in this login, and where the
 * last check was answered. Pure, so the rules are tested without a browser.
 */
export interface PlayClockState {
  /** which login this clock belongs to (a short fingerprint of its token: a new login starts at 0) */
  owner: string;
  playedMs: number;
  /** playedMs when the player last answered Continue */
  checkedAtMs: number;
  /** when Stop playing was last chosen (ms since epoch): every game tab of the browser closes */
  stoppedAt: number;
}

/** A tick longer than this is a sleeping computer or a frozen tab, not play: it counts this much. */
export const MAX_TICK_MS = 65_000;

export const freshClock = (owner: string): PlayClockState => ({ owner, playedMs: 0, checkedAtMs: 0, stoppedAt: 0 });

/** Is the reminder due? Never with the check off (0 minutes). */
export function isDue(s: PlayClockState, minutes: number): boolean {
  return minutes > 0 && s.playedMs - s.checkedAtMs >= minutes * 60_000;
}

/** Adds the time since the last tick; a due check holds the clock until it is answered. */
export function tick(s: PlayClockState, elapsedMs: number, minutes: number): PlayClockState {
  if (isDue(s, minutes) || elapsedMs <= 0) return s;
  return { ...s, playedMs: s.playedMs + Math.min(elapsedMs, MAX_TICK_MS) };
}

export const answered = (s: PlayClockState): PlayClockState => ({ ...s, checkedAtMs: s.playedMs });

export const stopped = (s: PlayClockState, now: number): PlayClockState => ({ ...s, checkedAtMs: s.playedMs, stoppedAt: now });

/** Reads a stored clock; anything else (another login's, a damaged value) starts a fresh one. */
export function readClock(raw: string | null, owner: string): PlayClockState {
  try {
    const x = raw ? (JSON.parse(raw) as Partial<PlayClockState>) : null;
    if (x && x.owner === owner && [x.playedMs, x.checkedAtMs, x.stoppedAt].every((n) => typeof n === 'number' && Number.isFinite(n) && n >= 0)) {
      return x as PlayClockState;
    }
  } catch {
    /* a fresh clock */
  }
  return freshClock(owner);
}

/** FNV-1a of the token: tells logins apart without keeping the token itself in localStorage. */
export function fingerprint(token: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    h ^= token.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}
