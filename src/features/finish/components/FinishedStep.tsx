// Finish step 3: the result is saved, or (offline) waits in the queue on this device. Only a stored
// result has a PDF (the server makes it), so while the finish is queued the text says so and the PDF
// button waits; it comes alive as soon as the queue has delivered the finish.
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { t } from '../../../i18n/nl';
import type { Module, ProcessedState } from '../../../rules/types';
import { closeModule } from '../../moduleDialog/moduleDialogActions';
import { resultPdfUrl } from '../finishPayload';
import { pdfDownloaded, selectFinish } from '../finishSlice';
import type { RootState } from '../../../app/store';

/** Where the finished attempt is: stored on the server, still queued on this device, or refused. */
function finishDelivery(state: RootState, attemptId: string | null): 'stored' | 'queued' | 'rejected' {
  const isThis = (item: { type: string; data: unknown }) =>
    item.type === 'FINISH_TEST' && (item.data as { id?: string }).id === attemptId;
  if (attemptId && state.queue.items.some(isThis)) return 'queued';
  if (attemptId && state.queue.setAside.some((entry) => isThis(entry.item))) return 'rejected';
  return 'stored';
}

interface Props {
  module: Module;
  processed: ProcessedState;
}

export function FinishedStep({ module, processed }: Props) {
  const dispatch = useAppDispatch();
  const { finishedAttemptId, chosen, noAction, pdfDownloaded: downloaded } = useAppSelector(selectFinish);
  const delivery = useAppSelector((state) => finishDelivery(state, finishedAttemptId));
  const download = () => {
    if (!finishedAttemptId || downloaded || delivery !== 'stored') return;
    // Opened in the click itself, so popup blockers see a user gesture.
    window.open(resultPdfUrl(module, finishedAttemptId, processed, noAction ? [] : chosen), '_blank', 'noopener');
    dispatch(pdfDownloaded());
  };
  return (
    <>
      <p role="status">
        {delivery === 'queued'
          ? t('finish.finishedQueuedText')
          : delivery === 'rejected'
            ? t('finish.finishedRejectedText')
            : t('finish.finishedText')}
      </p>
      <div className="modal__actions">
        <button
          type="button"
          className="md-button"
          onClick={download}
          disabled={downloaded || !finishedAttemptId || delivery !== 'stored'}
        >
          {downloaded
            ? t('finish.pdfDownloaded')
            : delivery === 'stored'
              ? t('finish.downloadPdf')
              : t('finish.pdfAfterSaving')}
        </button>
        <button
          type="button"
          className="md-button md-button--primary"
          onClick={() => dispatch(closeModule())}
          data-autofocus
        >
          {t('finish.backToOverview')}
        </button>
      </div>
    </>
  );
}
