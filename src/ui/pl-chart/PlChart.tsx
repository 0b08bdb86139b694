import { lazy, Suspense, useId } from 'react';
import { useShown } from '../../i18n/use-shown';
import type { DayPl } from '../../lib/daily-pl';
import './pl-chart.css';

// uPlot and its styles load with the first chart shown, never with the first paint
const PlPlot = lazy(() => import('./PlPlot'));

export interface PlChartLabels {
  title: string;
  day: string;
  net: string;
  cumulative: string;
}

/**
 * Daily profit and loss of a period: a bar per Dhaka day (green above zero, red below) and the
 * running total as a line. The drawing is for the eyes only; a screen reader reads the same figures
 * from the table under it. The plot's box has its height from the start: nothing below it moves
 * when uPlot arrives.
 */
export function PlChart({ days, labels }: { days: readonly DayPl[]; labels: PlChartLabels }) {
  const fmt = useShown();
  const id = useId();
  if (days.length === 0) return null;
  const taka = (paisa: number) => fmt.taka((paisa / 100).toFixed(2));
  return (
    <figure className="pl-chart" aria-labelledby={`${id}-title`} data-testid="pl-chart">
      <figcaption id={`${id}-title`} className="pl-chart-title">
        {labels.title}
      </figcaption>
      <div className="pl-chart-plot" aria-hidden="true">
        <Suspense fallback={null}>
          <PlPlot days={days} />
        </Suspense>
      </div>
      <table className="visually-hidden" data-testid="pl-chart-table">
        <caption>{labels.title}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.day}</th>
            <th scope="col">{labels.net}</th>
            <th scope="col">{labels.cumulative}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{fmt.digits(d.day)}</th>
              <td>{taka(d.net)}</td>
              <td>{taka(d.cumulative)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
