// Finish step 1: choose follow-up actions, or tick 'no action' (which clears and disables them).
import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { t } from '../../../i18n/nl';
import type { ConfigAction } from '../../../rules/types';
import { finishNext } from '../finishActions';
import { actionToggled, noActionToggled, selectFinish } from '../finishSlice';

export function ActionsStep({ actions }: { actions: ConfigAction[] }) {
  const dispatch = useAppDispatch();
  const { chosen, noAction, warning } = useAppSelector(selectFinish);
  const introId = useId();
  const warningId = useId();
  return (
    <>
      <p id={introId}>{t('finish.actionsIntro')}</p>
      <fieldset className="finish-actions" aria-describedby={warning ? `${introId} ${warningId}` : introId}>
        <legend className="finish-actions__legend">{t('finish.actionsLegend')}</legend>
        {actions.map((action) => (
          <label key={action.name} className="finish-check">
            <input
              type="checkbox"
              checked={chosen.includes(action.name)}
              disabled={noAction}
              onChange={() => dispatch(actionToggled(action.name))}
            />
            <span>{action.title}</span>
          </label>
        ))}
        <label className="finish-check finish-check--none">
          <input type="checkbox" checked={noAction} onChange={() => dispatch(noActionToggled())} />
          <span>{t('finish.noAction')}</span>
        </label>
      </fieldset>
      {warning && (
        <p id={warningId} className="finish-warning" role="alert">
          {t('finish.chooseAction')}
        </p>
      )}
      <div className="modal__actions">
        <button type="button" className="md-button md-button--primary" onClick={() => dispatch(finishNext())}>
          {t('finish.next')}
        </button>
      </div>
    </>
  );
}
