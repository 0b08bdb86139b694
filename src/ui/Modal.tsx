import { type ReactNode, useEffect, useId, useRef } from 'react';
import './modal.css';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  closeLabel?: string;
  footer?: ReactNode;
}

/**
 * A native <dialog>: focus is trapped and Escape closes it without extra code. When it closes, focus
 * goes back to what opened it: the dialog leaves the page with the modal, and a removed dialog does not
 * give focus back itself (a keyboard player was left on <body>, at the top of the page).
 */
export function Modal({ open, title, onClose, children, closeLabel = 'Close', footer }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const d = ref.current;
    if (!open || !d) return;
    const opener = document.activeElement;
    if (!d.open) d.showModal?.();
    return () => {
      if (d.open) d.close();
      const now = document.activeElement;
      const lost = !now || now === document.body || d.contains(now);
      if (lost && opener instanceof HTMLElement && opener !== document.body && opener.isConnected) opener.focus();
    };
  }, [open]);
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="modal-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="icon-btn" aria-label={closeLabel} onClick={onClose}>
          ✕
        </button>
      </div>
      <div className="modal-body">{children}</div>
      {footer && <div className="modal-foot">{footer}</div>}
    </dialog>
  );
}
