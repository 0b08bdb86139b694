import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { memo, useLayoutEffect, useRef } from 'react';
import { followQuote, type Quote, type QuoteLabel, type QuoteReader, quoteTexts } from './live-price';

/**
 * One back (blue) or lay (pink) price with its size; flashes green when it rose, red when it fell.
 * React renders it once (and again only when its reader or label change, e.g. a new language);
 * the prices that stream in every 300 ms are written by followQuote, so an update re-renders nothing.
 * The box's children are what writeQuote fills: hidden label, price, size. The box contains its
 * layout, so a new price lays out the box alone, not the row around it (a grid item cannot).
 */
export const PriceCell = memo(function PriceCell({
  side,
  depth,
  queryKey,
  read,
  label,
  onPick,
  plain = false,
}: {
  side: 'back' | 'lay';
  depth: number;
  queryKey: QueryKey;
  /** stable per cell (useCallback): a new reader re-subscribes */
  read: QuoteReader;
  label: QuoteLabel;
  /** a tap on the price: it gets the quote shown now (the bet slip or a one-click bet) */
  onPick?: ((q: Quote | undefined, el: Element) => void) | undefined;
  /** a price without a size under it (bookmaker): shown in the middle of the cell */
  plain?: boolean;
}) {
  const qc = useQueryClient();
  const ref = useRef<HTMLElement>(null);
  const shown = read(qc.getQueryData(queryKey));
  const texts = quoteTexts(shown, label);
  const shownRef = useRef(shown);
  shownRef.current = shown;
  useLayoutEffect(() => {
    const cell = ref.current;
    return cell ? followQuote(qc, queryKey, cell, read, label, shownRef.current) : undefined;
  }, [qc, queryKey, read, label]);
  const quote = (
    <span className="xc-quote">
      <span className="visually-hidden">{texts.label}</span>
      <strong className="xc-price" aria-hidden={texts.label !== ''}>
        {texts.price}
      </strong>
      <small className="xc-size" aria-hidden="true">
        {texts.size}
      </small>
    </span>
  );
  if (!onPick) {
    return (
      <span ref={ref as React.RefObject<HTMLSpanElement>} className={`xc-cell xc-${side}`} data-depth={depth} data-plain={plain || undefined}>
        {quote}
      </span>
    );
  }
  return (
    <button
      ref={ref as React.RefObject<HTMLButtonElement>}
      type="button"
      className={`xc-cell xc-${side}`}
      data-depth={depth}
      data-plain={plain || undefined}
      onClick={(e) => onPick(read(qc.getQueryData(queryKey)), e.currentTarget)}
    >
      {quote}
    </button>
  );
});
