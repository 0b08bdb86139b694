import { type ReactNode, useId } from 'react';
import { useShown } from '../../i18n/use-shown';
import { Skeleton } from '../../ui/EmptyState';
import { Money } from '../../ui/Money';
import { fromPaisa } from '../../lib/paisa';

/** Shared pieces of the betting-record tabs: filter select, loading cards, P/L, label-value rows. */
export function Select({ label, value, onChange, options }: { label: string; value: string; onChange: (v: string) => void; options: Array<[string, string]> }) {
  // not made from the label: every Bangla label gave the same id (\W matches Bangla letters)
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The record tabs' loading cards. */
export function RecordsLoading() {
  return (
    <div aria-busy="true" style={{ display: 'grid', gap: 12 }}>
      <Skeleton height={96} />
      <Skeleton height={96} />
      <Skeleton height={96} />
    </div>
  );
}

export function PL({ paisa }: { paisa: number }) {
  return (
    <span className={paisa > 0 ? 'mp-pos' : paisa < 0 ? 'mp-neg' : undefined}>
      <Money value={fromPaisa(paisa)} />
    </span>
  );
}

export function dateOptions(t: (k: string) => string): Array<[string, string]> {
  return [
    ['0', t('date.today')],
    ['1', t('date.yesterday')],
    ['7', t('date.last7')],
  ];
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
