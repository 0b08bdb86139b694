import type { ReactNode } from 'react';
import { useShown } from '../../i18n/use-shown';
import { fromPaisa } from '../../lib/paisa';
import { Money } from '../../ui/Money';

/** The values of a record card: its label-value rows, a profit or loss, a time in Dhaka. */

/** A profit (green) or loss (red) in taka, from paisa. */
export function PL({ paisa }: { paisa: number }) {
  return (
    <span className={paisa > 0 ? 'mp-pos' : paisa < 0 ? 'mp-neg' : undefined}>
      <Money value={fromPaisa(paisa)} />
    </span>
  );
}

/** Label and value lines of a record card (spans inside a button, where a div is not allowed). */
export function Rows({ rows, as: Tag = 'div' }: { rows: ReadonlyArray<readonly [string, ReactNode]>; as?: 'div' | 'span' }) {
  return (
    <>
      {rows.map(([label, value]) => (
        <Tag key={label} className="mp-row">
          <span>{label}</span>
          {typeof value === 'string' || typeof value === 'number' ? <span>{value}</span> : value}
        </Tag>
      ))}
    </>
  );
}

/** A time in Dhaka with its GMT+6 label. */
export function DhakaTime({ at }: { at: string }) {
  const fmt = useShown();
  return <span>{fmt.dateTimeZone(at)}</span>;
}
