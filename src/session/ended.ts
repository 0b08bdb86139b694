import * as v from 'valibot';
import { webStored } from '../lib/stored';

/**
 * Where this tab was when the platform refused its token. The spec clears all stored data and goes home;
 * this is kept in the tab (sessionStorage, which that clearing leaves alone) so home can say why and the
 * next login comes back here. A login forgets it.
 */
const kept = webStored('session', 'sessionEndedAt', v.string());

export function markSessionEnded(path: string): void {
  kept.write(path);
}

export function sessionEndedAt(): string | null {
  return kept.read() ?? null;
}

export function forgetSessionEnded(): void {
  kept.write(null);
}
