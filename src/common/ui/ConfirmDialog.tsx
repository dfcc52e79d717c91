// Yes/no question in a modal. Escape and the backdrop count as "cancel"; the confirm button gets
// the initial focus because confirming is what the user just asked for.
import { useId } from 'react';
import { t } from '../i18n/nl';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  text: string;
  header?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ text, header, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
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
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {cancelLabel ?? t('common.no')}
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm} data-autofocus>
          {confirmLabel ?? t('common.yes')}
        </button>
      </div>
    </Modal>
  );
}
