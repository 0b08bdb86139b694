import { LEADER_LOCK } from './protocol';

/**
 * Leader election with Web Locks: the first tab to ask holds the lock as long as it lives; the
 * others wait in the lock's queue, and when the leader closes the browser hands the lock to the
 * next one. Without locks every tab leads itself (it then polls for itself).
 */
export function electLeader(locks: LockManager | undefined, onLeader: () => void): void {
  if (!locks) {
    onLeader();
    return;
  }
  void locks.request(LEADER_LOCK, () => {
    onLeader();
    return new Promise<void>(() => {}); // held until this tab closes
  });
}

export function webLocks(): LockManager | undefined {
  return typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
}
