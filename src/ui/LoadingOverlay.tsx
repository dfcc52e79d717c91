// Full-screen spinner while requests are pending. It appears after a short delay (CSS animation)
// so that fast requests do not flash it.
import { t } from '../i18n/nl';

export function LoadingOverlay({ visible }: { visible: boolean }) {
  if (!visible) return null;
  return (
    <div
      className="loading-overlay"
      role="progressbar"
      aria-busy="true"
      aria-label={t('common.loading')}
      data-testid="loading-overlay"
    >
      <div className="loading-overlay__spinner" aria-hidden="true" />
    </div>
  );
}
