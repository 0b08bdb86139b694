/**
 * Web Locks as one browser grants them, small enough for unit tests: exclusive locks by name, the
 * waiting requests in order. A held lock is released when its callback's promise settles, or when
 * its tab closes: closeHolder(name) does what the browser does then.
 */
export class FakeLocks {
  private readonly held = new Map<string, { release: () => void }>();
  private readonly waiting = new Map<string, Array<() => void>>();

  request(name: string, callback: (lock: { name: string; mode: 'exclusive' }) => unknown): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const grant = () => {
        let released = false;
        const release = () => {
          if (released) return;
          released = true;
          this.held.delete(name);
          this.waiting.get(name)?.shift()?.();
        };
        this.held.set(name, { release });
        Promise.resolve()
          .then(() => callback({ name, mode: 'exclusive' }))
          .then(resolve, reject)
          .finally(release);
      };
      if (this.held.has(name)) this.waiting.set(name, [...(this.waiting.get(name) ?? []), grant]);
      else grant();
    });
  }

  /** the holder's tab closed: the next waiting request gets the lock */
  closeHolder(name: string): void {
    this.held.get(name)?.release();
  }

  isHeld(name: string): boolean {
    return this.held.has(name);
  }

  waiters(name: string): number {
    return this.waiting.get(name)?.length ?? 0;
  }
}
