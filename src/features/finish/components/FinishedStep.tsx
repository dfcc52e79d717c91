// Finish step 3: the result is saved. The PDF can be downloaded once; then back to the overview.
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { t } from '../../../i18n/nl';
import type { ProcessedState } from '../../../rules/types';
import { closeModule } from '../../moduleDialog/moduleDialogActions';
import { resultPdfUrl } from '../finishPayload';
import { pdfDownloaded, selectFinish } from '../finishSlice';

interface Props {
  moduleName: string;
  processed: ProcessedState;
}

export function FinishedStep({ moduleName, processed }: Props) {
  const dispatch = useAppDispatch();
  const { finishedTestId, chosen, noAction, pdfDownloaded: downloaded } = useAppSelector(selectFinish);
  const download = () => {
    if (!finishedTestId || downloaded) return;
    // Opened in the click itself, so popup blockers see a user gesture.
    window.open(resultPdfUrl(moduleName, finishedTestId, processed, noAction ? [] : chosen), '_blank', 'noopener');
    dispatch(pdfDownloaded());
  };
  return (
    <>
      <p>{t('finish.finishedText')}</p>
      <div className="modal__actions">
        <button type="button" className="md-button" onClick={download} disabled={downloaded || !finishedTestId}>
          {downloaded ? t('finish.pdfDownloaded') : t('finish.downloadPdf')}
        </button>
        <button type="button" className="md-button md-button--primary" onClick={() => dispatch(closeModule())} data-autofocus>
          {t('finish.backToOverview')}
        </button>
      </div>
    </>
  );
}
