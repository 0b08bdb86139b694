import type { ReactNode } from 'react';
import { Modal } from './Modal';

export interface DialogAction {
  label: string;
  onClick: () => void;
  /** the main action: drawn as the primary button */
  primary?: boolean;
}

/**
 * The app's popups in one shape: a Modal whose footer is its row of action buttons, in order
 * (`actionsClassName` lays the row out where a screen needs it).
 */
export function ActionDialog({
  open = true,
  title,
  onClose,
  closeLabel,
  actions,
  actionsClassName,
  children,
}: {
  open?: boolean;
  title: string;
  onClose: () => void;
  closeLabel: string;
  actions: readonly DialogAction[];
  actionsClassName?: string;
  children: ReactNode;
}) {
  const buttons = actions.map((a) => (
    <button key={a.label} type="button" className={a.primary ? 'btn btn-primary' : 'btn'} onClick={a.onClick}>
      {a.label}
    </button>
  ));
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      closeLabel={closeLabel}
      footer={actionsClassName ? <div className={actionsClassName}>{buttons}</div> : buttons}
    >
      {children}
    </Modal>
  );
}
