// Shows the loading overlay while any request counted by withLoading is pending.
import { useAppSelector } from '../../../app/hooks';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { selectIsLoading } from '../loadingSlice';

export function LoadingHost() {
  return <LoadingOverlay visible={useAppSelector(selectIsLoading)} />;
}
