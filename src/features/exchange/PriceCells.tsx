import { memo, useEffect, useRef, useState } from 'react';
import type { PriceSizeItem } from '../../api/contract/exchange';

export const FLASH_MS = 700;

/** Remembers the previous value and reports for FLASH_MS whether it went up or down. */
export function useFlash(value: number | undefined): 'up' | 'down' | undefined {
  const prev = useRef(value);
  const [flash, setFlash] = useState<'up' | 'down' | undefined>();
  useEffect(() => {
    const before = prev.current;
    prev.current = value;
    if (before === undefined || value === undefined || before === value) return;
    setFlash(value > before ? 'up' : 'down');
    const timer = setTimeout(() => setFlash(undefined), FLASH_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return flash;
}

export function formatSize(size: number): string {
  if (size >= 1_000_000) return `${(size / 1_000_000).toFixed(1)}M`;
  if (size >= 10_000) return `${Math.round(size / 1000)}k`;
  if (size >= 1000) return `${(size / 1000).toFixed(1)}k`;
  return String(Math.round(size));
}

/** One back (blue) or lay (pink) price with its size; flashes green when it rose, red when it fell. */
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
  label: string;
}) {
  const flash = useFlash(price);
  const has = price !== undefined && price > 0;
  return (
    <span className={`xc-cell xc-${side}`} data-depth={depth} data-flash={flash}>
      {has && <span className="visually-hidden">{label}</span>}
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
