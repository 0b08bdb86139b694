import { useId } from 'react';
import { useShown } from '../i18n/use-shown';

export const PAGE_SIZES = [10, 25, 50, 100] as const;

export interface PagerText {
  prev: string;
  next: string;
  /** "Page 2 of 5" */
  pageOf: string;
  pageSize: string;
}

/** Previous / next with the page position, and a rows-per-page choice (10, 25, 50, 100). */
export function Pager({
  page,
  lastPage,
  perPage,
  onPage,
  onPerPage,
  text,
}: {
  page: number;
  lastPage: number;
  perPage: number;
  onPage: (page: number) => void;
  onPerPage: (size: number) => void;
  text: PagerText;
}) {
  const id = useId();
  const fmt = useShown();
  return (
    <div className="mp-pager ui-pager">
      <div className="field ui-pager-size">
        <label htmlFor={id}>{text.pageSize}</label>
        <select id={id} value={perPage} onChange={(e) => onPerPage(Number(e.target.value))}>
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {fmt.digits(n)}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="btn" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {text.prev}
      </button>
      <span aria-live="polite">{text.pageOf}</span>
      <button type="button" className="btn" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        {text.next}
      </button>
    </div>
  );
}

/** The rows of one page of a list held in full (1-based page, clamped to the last page). */
export function pageOf<T>(rows: readonly T[], page: number, perPage: number): { rows: T[]; page: number; lastPage: number } {
  const lastPage = Math.max(1, Math.ceil(rows.length / perPage));
  const p = Math.min(Math.max(1, page), lastPage);
  return { rows: rows.slice((p - 1) * perPage, p * perPage), page: p, lastPage };
}
