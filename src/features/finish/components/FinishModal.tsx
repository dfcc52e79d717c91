// The finish modal (width 900). A click outside does not close it: a stray tap must not lose the
// chosen actions. Escape closes it before saving, and leaves the module once the result is saved.
import { useCallback, useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { t } from '../../../i18n/nl';
import type { Module } from '../../../rules/types';
import { Modal } from '../../../common/ui/Modal';
import { closeModule } from '../../moduleDialog/moduleDialogActions';
import { selectOpenConfig, selectProcessed } from '../../moduleDialog/moduleDialogSelectors';
import { finishAttempt } from '../finishActions';
import { finishReset, selectFinish } from '../finishSlice';
import { ActionsStep } from './ActionsStep';
import { FinishedStep } from './FinishedStep';
import { MoreInfoStep } from './MoreInfoStep';

export function FinishModal({ module }: { module: Module }) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const finish = useAppSelector(selectFinish);
  const processed = useAppSelector(selectProcessed);
  const config = useAppSelector(selectOpenConfig);
  const { step } = finish;
  const onEscape = useCallback(() => {
    if (step === 'finished') dispatch(closeModule());
    else if (step !== 'saving') dispatch(finishReset());
  }, [dispatch, step]);
  if (!finish.open || !processed) return null;

  const offered = (config?.actions ?? []).filter((a) => processed.actions.includes(a.name));
  const chosen = offered.filter((a) => finish.chosen.includes(a.name));
  const title =
    step === 'moreInfo'
      ? t('finish.moreInfoTitle')
      : step === 'finished'
        ? t('finish.finishedTitle')
        : t('finish.title');

  return (
    <Modal labelledBy={titleId} onClose={onEscape} closeOnBackdrop={false} maxWidth={900}>
      <h2 id={titleId} className="modal__title">
        {title}
      </h2>
      {step === 'actions' && <ActionsStep actions={offered} />}
      {step === 'moreInfo' && <MoreInfoStep actions={chosen} />}
      {step === 'saving' && (
        <p role="status" aria-live="polite">
          {t('finish.saving')}
        </p>
      )}
      {step === 'failed' && (
        <>
          <p role="alert">{t('finish.saveFailed')}</p>
          <div className="modal__actions">
            <button type="button" className="md-button" onClick={() => dispatch(closeModule())}>
              {t('finish.backToOverview')}
            </button>
            <button
              type="button"
              className="md-button md-button--primary"
              onClick={() => dispatch(finishAttempt())}
              data-autofocus
            >
              {t('finish.retry')}
            </button>
          </div>
        </>
      )}
      {step === 'finished' && <FinishedStep module={module} processed={processed} />}
    </Modal>
  );
}
