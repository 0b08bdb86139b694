/**
 * The server's clock for rules that run on time (limits that wait 24 hours, breaks that end). Test
 * mode lets a test move it forward (`POST /api/dev/clock`, or `ctx.clock.set` in server tests) so a
 * rule can be seen to change at its exact instant without waiting; every other mode keeps real time.
 */
export interface Clock {
  now(): number;
  /** Moves the clock to real time + offsetMs; refused (false) outside test mode. */
  set(offsetMs: number): boolean;
}

export function makeClock(testMode: boolean): Clock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    set(offsetMs) {
      if (!testMode || !Number.isFinite(offsetMs)) return false;
      offset = offsetMs;
      return true;
    },
  };
}
