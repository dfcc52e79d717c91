// Accessible modal: role=dialog, aria-modal, focus trap, Escape and (optionally) a backdrop click
// close it. Rendered in a portal so that it sits above the whole shell.
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './useFocusTrap';

export interface ModalProps {
  /** id of the element that names the dialog (usually its heading). */
  labelledBy: string;
  describedBy?: string;
  /** Called on Escape and, when closeOnBackdrop, on a click outside the dialog. */
  onClose: () => void;
  closeOnBackdrop?: boolean;
  /** Maximum width in px (spec: 900 for most modals, 500 for the bug report). */
  maxWidth?: number;
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

export function Modal({
  labelledBy,
  describedBy,
  onClose,
  closeOnBackdrop = true,
  maxWidth = 900,
  role = 'dialog',
  children,
}: ModalProps) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, onClose);
  return createPortal(
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={ref}
        className="modal"
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        style={{ maxWidth }}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
