// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, setLanguage } from '../../src/i18n';
import { dailyPl } from '../../src/lib/daily-pl';
import { PlChart } from '../../src/ui/pl-chart/PlChart';

const labels = { title: 'Daily profit and loss', day: 'Day', net: 'Net', cumulative: 'Running total' };
const days = dailyPl(
  [
    { at: '2026-11-01T18:30:00Z', paisa: 150_050 },
    { at: '2026-11-03T05:00:00Z', paisa: -30_000 },
  ],
  '2026-11-01',
  '2026-11-03',
);

/** The table a screen reader reads in place of the drawing: one row per Dhaka day, net and running total. */
function tableRows(): string[][] {
  const table = screen.getByTestId('pl-chart-table');
  return [...table.querySelectorAll('tbody tr')].map((r) => [...r.children].map((c) => c.textContent ?? ''));
}

describe('PlChart', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(async () => {
    cleanup();
    await act(() => setLanguage('en'));
  });

  it('names the picture and gives its days and amounts in a table, in taka', () => {
    render(<PlChart days={days} labels={labels} />);
    expect(screen.getByRole('figure', { name: 'Daily profit and loss' })).toBeTruthy();
    // the drawing is hidden from screen readers; its box is there from the first render
    expect(screen.getByTestId('pl-chart').querySelector('.pl-chart-plot')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('table', { name: 'Daily profit and loss' })).toBeTruthy();
    expect(tableRows()).toEqual([
      ['2026-11-01', '৳ 0.00', '৳ 0.00'],
      ['2026-11-02', '৳ 1,500.50', '৳ 1,500.50'],
      ['2026-11-03', '-৳ 300.00', '৳ 1,200.50'],
    ]);
  });

  it('writes Bangla digits on a Bangla screen', async () => {
    await act(() => setLanguage('bn'));
    render(<PlChart days={days} labels={labels} />);
    expect(tableRows()[1]).toEqual(['২০২৬-১১-০২', '৳ ১,৫০০.৫০', '৳ ১,৫০০.৫০']);
  });

  it('shows nothing for a period without days', () => {
    render(<PlChart days={[]} labels={labels} />);
    expect(screen.queryByTestId('pl-chart')).toBeNull();
  });
});
