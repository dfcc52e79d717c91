// The bug-report modal (max width 500): a description, a note on what is sent along, and
// 'Versturen' / 'Annuleren'.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { t } from '../../../i18n/nl';
import { Modal } from '../../../common/ui/Modal';
import { MAX_MESSAGE_CHARS } from '../../../shared/bugReport';
import { bugReportClosed, reportBug, selectBugReport } from '../bugReportSlice';

export function BugReportModal() {
  const dispatch = useAppDispatch();
  const { open, sending } = useAppSelector(selectBugReport);
  const [message, setMessage] = useState('');
  const [missing, setMissing] = useState(false);
  const headingId = useId();
  const fieldId = useId();
  const errorId = useId();
  if (!open) return null;

  const close = () => {
    setMessage('');
    setMissing(false);
    dispatch(bugReportClosed());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) {
      setMissing(true);
      return;
    }
    dispatch(reportBug({ message }));
    setMessage('');
  };

  return (
    <Modal labelledBy={headingId} onClose={close} maxWidth={500}>
      <form className="bug-report" onSubmit={submit} noValidate>
        <h2 id={headingId} className="modal__title">
          {t('bugReport.title')}
        </h2>
        <p>{t('bugReport.intro')}</p>
        <label htmlFor={fieldId} className="bug-report__label">
          {t('bugReport.message')}
        </label>
        <textarea
          id={fieldId}
          className="bug-report__message"
          rows={5}
          maxLength={MAX_MESSAGE_CHARS}
          value={message}
          onChange={(event) => {
            setMessage(event.target.value);
            setMissing(false);
          }}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? errorId : undefined}
          required
          data-autofocus
        />
        {missing && (
          <p id={errorId} className="bug-report__error" role="alert">
            {t('bugReport.required')}
          </p>
        )}
        <p className="bug-report__note">{t('bugReport.includes')}</p>
        <div className="modal__actions">
          <button type="button" className="md-button" onClick={close}>
            {t('bugReport.cancel')}
          </button>
          <button type="submit" className="md-button md-button--primary" disabled={sending}>
            {t('bugReport.send')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
