import { useId } from 'react';

/** The filters of the betting-record tabs: a labelled select, and the date ranges it offers. */
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

/** The date ranges a record tab filters by: today, yesterday, the last 7 days, each keyed by days back. */
export function dateOptions(t: (k: string) => string): Array<[string, string]> {
  return [
    ['0', t('date.today')],
    ['1', t('date.yesterday')],
    ['7', t('date.last7')],
  ];
}
