import { memo, useLayoutEffect, useRef } from 'react';
import type { PriceSizeItem } from '../../api/contract/exchange';
import { priceMove } from './logic/price-move';

export const FLASH_MS = 700;

/**
 * Cells whose flash ends at a time. Expired flashes are cleared when the next update flashes cells
 * (same frame, no extra paint while prices stream); one late timer clears them once updates stop.
 */
const flashing = new Map<HTMLElement, number>();
const SWEEP_SLACK_MS = 250;
let sweepPending = false;

function clearExpired(now: number): number {
  let next = Number.POSITIVE_INFINITY;
  for (const [el, until] of flashing) {
    if (until <= now) {
      el.removeAttribute('data-flash');
      flashing.delete(el);
    } else next = Math.min(next, until);
  }
  return next;
}

function scheduleSweep(ms: number): void {
  if (sweepPending) return;
  sweepPending = true;
  setTimeout(() => {
    sweepPending = false;
    const now = performance.now();
    const next = clearExpired(now);
    if (flashing.size) scheduleSweep(next - now + SWEEP_SLACK_MS);
  }, ms);
}

function flash(el: HTMLElement, move: 'up' | 'down'): void {
  const now = performance.now();
  clearExpired(now);
  el.dataset.flash = move;
  flashing.set(el, now + FLASH_MS);
  scheduleSweep(FLASH_MS + SWEEP_SLACK_MS);
}

/**
 * Flashes the cell when its price moves, straight on the DOM: data-flash colours the cell for
 * FLASH_MS. A React state would cost two renders per move, and an animation would tick every frame
 * (and fire animation events through React's root listener) while prices stream in.
 */
function useFlash(ref: React.RefObject<HTMLElement | null>, price: number | undefined): void {
  const prev = useRef(price);
  useLayoutEffect(() => {
    const el = ref.current;
    const move = priceMove(prev.current, price);
    prev.current = price;
    if (el && move) flash(el, move);
  }, [ref, price]);
  useLayoutEffect(() => {
    const el = ref.current;
    return () => {
      if (el) flashing.delete(el);
    };
  }, [ref]);
}

export function formatSize(size: number): string {
  if (size >= 1_000_000) return `${(size / 1_000_000).toFixed(1)}M`;
  if (size >= 10_000) return `${Math.round(size / 1000)}k`;
  if (size >= 1000) return `${(size / 1000).toFixed(1)}k`;
  return String(Math.round(size));
}

/**
 * One back (blue) or lay (pink) price with its size; flashes green when it rose, red when it fell.
 * The spoken label is built here, so only a cell whose price or size changed pays for it.
 */
export const PriceCell = memo(function PriceCell({
  side,
  price,
  size,
  depth,
  label,
}: {
  side: 'back' | 'lay';
  price: number | undefined;
  size: number | undefined;
  depth: number;
  /** called only when this cell renders */
  label: (price: number, size: number | undefined) => string;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  useFlash(ref, price);
  const has = price !== undefined && price > 0;
  return (
    <span ref={ref} className={`xc-cell xc-${side}`} data-depth={depth}>
      {has && <span className="visually-hidden">{label(price, size)}</span>}
      <strong className="xc-price" aria-hidden={has}>
        {has ? price : '–'}
      </strong>
      {has && size !== undefined && (
        <small className="xc-size" aria-hidden="true">
          {formatSize(size)}
        </small>
      )}
    </span>
  );
});

export function laddersEqual(a: readonly PriceSizeItem[], b: readonly PriceSizeItem[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i]?.price !== b[i]?.price || a[i]?.size !== b[i]?.size) return false;
  return true;
}
