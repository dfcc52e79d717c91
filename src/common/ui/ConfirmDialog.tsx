// Yes/no question in a modal. Escape and the backdrop count as "cancel". The confirm button gets
// the initial focus because confirming is what the user just asked for, unless confirming
// destroys something: then the safe choice does (WAI-ARIA APG alert dialog), so an Enter too
// many loses nothing.
import { useId } from 'react';
import { t } from '../i18n/nl';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  text: string;
  header?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Which button has the first focus; 'cancel' when confirming deletes or ends something. */
  initialFocus?: 'confirm' | 'cancel';
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  text,
  header,
  confirmLabel,
  cancelLabel,
  initialFocus = 'confirm',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Modal
      labelledBy={header ? titleId : textId}
      describedBy={header ? textId : undefined}
      onClose={onCancel}
      maxWidth={500}
      role="alertdialog"
    >
      {header && (
        <h2 id={titleId} className="modal__title">
          {header}
        </h2>
      )}
      <p id={textId} className="modal__text">
        {text}
      </p>
      <div className="modal__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={onCancel}
          data-autofocus={initialFocus === 'cancel' || undefined}
        >
          {cancelLabel ?? t('common.no')}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={onConfirm}
          data-autofocus={initialFocus === 'confirm' || undefined}
        >
          {confirmLabel ?? t('common.yes')}
        </button>
      </div>
    </Modal>
  );
}
