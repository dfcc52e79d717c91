// A destructive action behind a confirmation that names what it will do ("School Demo College
// verwijderen? …"). The action's failure is shown in Dutch by the caller's onDone/onError. The
// dialog's first focus is on "Annuleren": every action behind this button loses something.
import { useState } from 'react';
import { ConfirmDialog } from '../../common/ui/ConfirmDialog';
import { t } from '../i18n';

export interface ConfirmButtonProps {
  label: string;
  /** The question, naming the record and what is lost. */
  question: string;
  confirmLabel?: string;
  onConfirm: () => void | Promise<void>;
  className?: string;
  disabled?: boolean;
}

export function ConfirmButton({ label, question, confirmLabel, onConfirm, className, disabled }: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className ?? 'button mg-button--danger'}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      {open && (
        <ConfirmDialog
          header={t('form.confirmTitle')}
          text={question}
          confirmLabel={confirmLabel ?? label}
          cancelLabel={t('form.cancel')}
          initialFocus="cancel"
          onCancel={() => setOpen(false)}
          onConfirm={() => {
            setOpen(false);
            void onConfirm();
          }}
        />
      )}
    </>
  );
}
