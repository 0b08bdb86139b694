import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';

/** spec 1, section 9: marquee speed 30 (pixels per second) */
const MARQUEE_PX_PER_S = 30;

/** `pending`: the settings are not known yet; the bar's place is kept so the page does not shift. */
export function NoticeMarquee({ notices, pending = false }: { notices: string[]; pending?: boolean }) {
  const { t } = useTranslation('lobby');
  const text = notices.join('   •   ');
  // a ref object, not a state setter as callback ref: a state update from a ref is made during the
  // commit, and React then renders it synchronously, with every pending effect, in the first screen's task
  const innerRef = useRef<HTMLSpanElement>(null);
  const [duration, setDuration] = useState(20);
  const shown = !pending && !!text;
  useEffect(() => {
    const inner = innerRef.current;
    if (!shown || !inner || typeof ResizeObserver === 'undefined') return;
    // The text travels its box's width (the window's width of padding plus the text). The size comes
    // from an observer, read after the browser's own layout: asking for it at mount forced a layout.
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.borderBoxSize?.[0]?.inlineSize ?? inner.offsetWidth;
      if (width > 0) setDuration(Math.max(5, width / MARQUEE_PX_PER_S));
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, [shown]);
  if (pending) return <div className="marquee skeleton" aria-hidden="true" />;
  if (!text) return null;
  return (
    <section className="marquee" aria-label={t('notice.label')} data-testid="marquee">
      <span className="marquee-icon" aria-hidden="true">
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 10v4h3l5 4V6L6 10zm13.5 2a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4z" fill="currentColor" />
        </svg>
      </span>
      <div className="marquee-window">
        <span ref={innerRef} className="marquee-text" style={{ animationDuration: `${duration}s` }}>
          {text}
        </span>
      </div>
    </section>
  );
}
