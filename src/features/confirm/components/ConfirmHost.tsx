// Renders the confirmation question a saga is waiting for and reports the answer back.
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ConfirmDialog } from '../../../common/ui/ConfirmDialog';
import { confirmAccepted, confirmCancelled, selectConfirmRequest } from '../confirmSlice';

export function ConfirmHost() {
  const request = useAppSelector(selectConfirmRequest);
  const dispatch = useAppDispatch();
  if (!request) return null;
  return (
    <ConfirmDialog
      key={request.id}
      text={request.text}
      header={request.header}
      confirmLabel={request.confirmLabel}
      cancelLabel={request.cancelLabel}
      onConfirm={() => dispatch(confirmAccepted())}
      onCancel={() => dispatch(confirmCancelled())}
    />
  );
}
