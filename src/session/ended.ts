/**
 * Where this tab was when the platform refused its token. The spec clears all stored data and goes home;
 * this is kept in the tab (sessionStorage, which that clearing leaves alone) so home can say why and the
 * next login comes back here. A login forgets it.
 */
// a plain string in the first paint: not through lib/stored.ts, whose schema check a string needs not
const KEY = 'sessionEndedAt';

export function markSessionEnded(path: string): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    /* storage refused: the player lands home without the note */
  }
}

export function sessionEndedAt(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetSessionEnded(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* nothing kept */
  }
}
