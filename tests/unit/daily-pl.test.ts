import { describe, expect, it } from 'vitest';
import { dailyPl, MAX_CHART_DAYS } from '../../src/lib/daily-pl';

describe('dailyPl', () => {
  it('gives every Dhaka day of the period, a result counted on its Dhaka day, and the running total', () => {
    const days = dailyPl(
      [
        // 18:30 UTC on the 1st is 00:30 on the 2nd in Dhaka
        { at: '2026-11-01T18:30:00Z', paisa: 15_050 },
        { at: '2026-11-01T17:59:59Z', paisa: -2_000 },
        { at: '2026-11-03T05:00:00Z', paisa: -30_000 },
        { at: '2026-11-03T06:00:00Z', paisa: 1_000 },
        // outside the period
        { at: '2026-10-30T06:00:00Z', paisa: 99_999 },
      ],
      '2026-11-01',
      '2026-11-04',
    );
    expect(days).toEqual([
      { day: '2026-11-01', net: -2_000, cumulative: -2_000 },
      { day: '2026-11-02', net: 15_050, cumulative: 13_050 },
      { day: '2026-11-03', net: -29_000, cumulative: -15_950 },
      { day: '2026-11-04', net: 0, cumulative: -15_950 },
    ]);
  });

  it('keeps the last days of a very long period and nothing for a reversed one', () => {
    const days = dailyPl([], '2025-01-01', '2026-11-04');
    expect(days).toHaveLength(MAX_CHART_DAYS);
    expect(days.at(-1)?.day).toBe('2026-11-04');
    expect(dailyPl([], '2026-11-04', '2026-11-01')).toEqual([]);
  });
});
