import type { Key } from 'react';

/**
 * A carousel's "go to slide n" buttons: one per slide, the selected one marked aria-current. Each
 * carousel keeps its own classes (its CSS draws the dot) and its own words for the label.
 */
export function CarouselDots({
  keys,
  selected,
  onSelect,
  label,
  className,
  dotClassName,
  inner = false,
}: {
  /** One key per slide, in order. */
  keys: readonly Key[];
  selected: number;
  onSelect: (index: number) => void;
  /** The label of the button for slide n (counted from 1). */
  label: (n: number) => string;
  className: string;
  dotClassName: string;
  /** A span inside each button, for carousels whose CSS draws the dot on it. */
  inner?: boolean;
}) {
  return (
    <div className={className}>
      {keys.map((key, i) => (
        <button
          key={key}
          type="button"
          className={dotClassName}
          aria-label={label(i + 1)}
          aria-current={i === selected ? 'true' : undefined}
          onClick={() => onSelect(i)}
        >
          {inner && <span />}
        </button>
      ))}
    </div>
  );
}
