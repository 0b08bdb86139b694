import type { ReactNode } from 'react';

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="empty">{children}</p>;
}

export function ErrorState({ message, onRetry, retryLabel = 'Try again' }: { message: string; onRetry?: () => void; retryLabel?: string }) {
  return (
    <div className="alert alert-error" role="alert">
      <p style={{ margin: 0 }}>{message}</p>
      {onRetry && (
        <button type="button" className="btn" style={{ marginTop: 8 }} onClick={onRetry}>
          {retryLabel}
        </button>
      )}
    </div>
  );
}

/** A form's error message, or nothing; read out by screen readers as it appears. */
export function FormAlert({ message }: { message: ReactNode }) {
  if (!message) return null;
  return (
    <p className="alert alert-error" role="alert">
      {message}
    </p>
  );
}

/** A shimmering placeholder; `inline` for one inside a line of text (a <div> may not sit in a <p>). */
export function Skeleton({
  height = 16,
  width = '100%',
  style,
  inline = false,
}: {
  height?: number | string;
  width?: number | string;
  style?: React.CSSProperties;
  inline?: boolean;
}) {
  if (inline) return <span className="skeleton" aria-hidden="true" style={{ display: 'inline-block', height, width, ...style }} />;
  return <div className="skeleton" aria-hidden="true" style={{ height, width, ...style }} />;
}

/**
 * A placeholder one line of the surrounding text tall: put in the element its text will take, it
 * keeps that element's height, so nothing below moves when the text replaces it.
 */
export function LineSkeleton({ width }: { width: number | string }) {
  return <Skeleton inline height="1em" width={width} />;
}
