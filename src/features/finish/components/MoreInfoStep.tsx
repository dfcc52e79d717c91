// Finish step 2: what the chosen actions involve (their more-info html), before saving.
import { useAppDispatch } from '../../../app/hooks';
import { t } from '../../../i18n/nl';
import type { ConfigAction } from '../../../rules/types';
import { SafeHtml } from '../../moduleDialog/components/SafeHtml';
import { finishNext } from '../finishActions';
import { finishStepChanged } from '../finishSlice';

export function MoreInfoStep({ actions }: { actions: ConfigAction[] }) {
  const dispatch = useAppDispatch();
  return (
    <>
      {actions
        .filter((action) => action.more_info?.trim())
        .map((action) => (
          <section key={action.name} className="finish-info">
            <h3>{action.title}</h3>
            <SafeHtml className="md-html" html={action.more_info} />
          </section>
        ))}
      <div className="modal__actions">
        <button type="button" className="md-button" onClick={() => dispatch(finishStepChanged('actions'))}>
          {t('finish.previous')}
        </button>
        <button type="button" className="md-button md-button--primary" onClick={() => dispatch(finishNext())}>
          {t('finish.next')}
        </button>
      </div>
    </>
  );
}
