import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useSupport } from './useSupport';
import './support.css';

const SIZE = 56;
/** movement under this many pixels is a click, not a drag */
const DRAG_THRESHOLD = 10;

function clamp(n: number, min: number, max: number): number {
  return Math.min(Math.max(n, min), Math.max(min, max));
}

/**
 * The floating round chat button: starts at the bottom right (placed by CSS, so the first screen
 * measures nothing: a style read in the first commit cost a long task), can be dragged, a tap opens support.
 */
export function ChatButton() {
  const { t } = useTranslation('support');
  const openSupport = useSupport();
  // null: where the style sheet puts it; set once the player drags it
  const [pos, setPos] = useState<{ x: number; y: number } | null>(null);
  const drag = useRef<{ id: number; sx: number; sy: number; ox: number; oy: number; moved: boolean } | null>(null);
  const suppressClick = useRef(false);

  const dragged = pos !== null;
  useEffect(() => {
    if (!dragged) return;
    // a dragged button stays on the screen when the window shrinks
    const keep = () => setPos((p) => p && { x: clamp(p.x, 0, innerWidth - SIZE), y: clamp(p.y, 0, innerHeight - SIZE) });
    addEventListener('resize', keep);
    return () => removeEventListener('resize', keep);
  }, [dragged]);

  const onDown = (e: PointerEvent<HTMLButtonElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    drag.current = { id: e.pointerId, sx: e.clientX, sy: e.clientY, ox: box.left, oy: box.top, moved: false };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onMove = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    const dx = e.clientX - d.sx;
    const dy = e.clientY - d.sy;
    if (!d.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    d.moved = true;
    setPos({ x: clamp(d.ox + dx, 0, innerWidth - SIZE), y: clamp(d.oy + dy, 0, innerHeight - SIZE) });
  };
  const onUp = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    drag.current = null;
    // a drag ends with a click event the browser still sends: swallow it
    suppressClick.current = d.moved;
  };

  return (
    <button
      type="button"
      className="chat-fab"
      data-testid="chat-button"
      aria-label={t('chat')}
      style={pos ? { left: pos.x, top: pos.y, right: 'auto', bottom: 'auto' } : undefined}
      onPointerDown={onDown}
      onPointerMove={onMove}
      onPointerUp={onUp}
      onPointerCancel={() => {
        drag.current = null;
      }}
      onClick={() => {
        if (suppressClick.current) {
          suppressClick.current = false;
          return;
        }
        openSupport();
      }}
    >
      <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 3C6.5 3 2 6.6 2 11c0 2.4 1.3 4.5 3.4 6L4.6 21l4.2-2.2c1 .3 2.1.4 3.2.4 5.5 0 10-3.6 10-8S17.5 3 12 3zm-4 9.3a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6z"
        />
      </svg>
    </button>
  );
}
