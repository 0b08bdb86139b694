import { describe, expect, it } from 'vitest';
import { dhakaClock, dhakaDateTime, dhakaDay, dhakaDayStart } from '../../src/lib/dhaka-time';

describe('Dhaka days', () => {
  it('puts 23:30 UTC in the next Dhaka day', () => {
    expect(dhakaDay('2026-03-10T23:30:00.000Z')).toBe('2026-03-11');
    expect(dhakaClock('2026-03-10T23:30:00.000Z')).toBe('05:30:00');
  });
  it('keeps 17:59 UTC in the same Dhaka day and moves 18:00 UTC to the next', () => {
    expect(dhakaDay('2026-03-10T17:59:59.000Z')).toBe('2026-03-10');
    expect(dhakaDay('2026-03-10T18:00:00.000Z')).toBe('2026-03-11');
  });
  it('starts a Dhaka day at 18:00 UTC of the day before', () => {
    const now = new Date('2026-03-10T23:30:00.000Z');
    expect(dhakaDayStart(now).toISOString()).toBe('2026-03-10T18:00:00.000Z');
    expect(dhakaDayStart(now, -1).toISOString()).toBe('2026-03-09T18:00:00.000Z');
    expect(dhakaDateTime(now)).toBe('2026-03-11 05:30');
  });
});
