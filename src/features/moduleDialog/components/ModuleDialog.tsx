// The full-screen module dialog. While a module is open it replaces the whole shell (spec
// section 2), so it is a modal dialog in its own right: focus moves into it on open, to each
// stage's heading when the stage changes, and back to where it was when the dialog closes.
import { Suspense, useEffect, useId, useMemo, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { lazyComponent } from '../../../common/lib/lazyComponent';
import { t } from '../../../i18n/nl';
import { BugReportButton } from '../../bugReport/components/BugReportButton';
import { OfflineBar } from '../../connectivity/components/OfflineBar';
import { FinishModal } from '../../finish/components/FinishModal';
import { isDebugMode } from '../browserEffects';
import { closeModule } from '../moduleDialogActions';
import { selectOpenModule, selectStage } from '../moduleDialogSelectors';
import { useReservedSpace } from '../../../ui/useReservedSpace';
import { ResultStage } from './ResultStage';
import { SlidesStage } from './SlidesStage';
import { StartStage } from './StartStage';
import '../moduleDialog.css';

// Only testers with debug mode on see the debug bar: its code stays out of the dialog chunk.
const DebugBar = lazyComponent(() =>
  import(/* webpackChunkName: "debug" */ '../../debug/components/DebugBar').then((m) => m.DebugBar),
);

/** Focuses the element once it exists (the overview may render a few frames later). */
function focusWhenRendered(selector: string, frames = 30): void {
  const element = document.querySelector<HTMLElement>(selector);
  if (element) element.focus();
  else if (frames > 0) requestAnimationFrame(() => focusWhenRendered(selector, frames - 1));
}

export function ModuleDialog() {
  const dispatch = useAppDispatch();
  const module = useAppSelector(selectOpenModule);
  const stage = useAppSelector(selectStage);
  const headingId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const topRef = useReservedSpace('--md-top');
  const debug = useMemo(isDebugMode, []);

  const moduleId = module?.id;
  useEffect(() => {
    if (moduleId === undefined) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      if (previous && previous !== document.body && previous.isConnected) return previous.focus();
      // The shell, and with it the tile button that opened the module, is unmounted when the
      // dialog opens (so `previous` is usually <body>): focus the same module's tile in the overview
      // that replaces the dialog. Without this, keyboard users were left on <body> at the top.
      focusWhenRendered(`[data-module-id="${moduleId}"] button`);
    };
  }, [moduleId]);

  useEffect(() => {
    if (stage === 'slides') return; // the slides stage focuses each slide itself
    const heading = ref.current?.querySelector<HTMLElement>(`[id="${headingId}"]`);
    heading?.focus();
  }, [stage, headingId, module]);

  if (!module) return null;
  // Escape closes the module as × does (the other modals close on Escape too); an Escape that a
  // modal or widget inside already handled (preventDefault) is left alone.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    dispatch(closeModule());
  };
  return (
    <div ref={ref} className="md" role="dialog" aria-modal="true" aria-labelledby={headingId} onKeyDown={onKeyDown}>
      {/* The offline bar is part of the dialog's sticky top, above its title bar: it never covers ×. */}
      <div ref={topRef} className="md__top">
        <OfflineBar />
        <div className="md__bar">
          <span className="md__bar-title">{module.title}</span>
          <button
            type="button"
            className="md__close"
            onClick={() => dispatch(closeModule())}
            aria-label={t('dialog.closeLabel', { title: module.title })}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </div>
      <div className="md__content">
        {stage === 'start' && <StartStage module={module} headingId={headingId} />}
        {stage === 'slides' && <SlidesStage module={module} headingId={headingId} debug={debug} />}
        {stage === 'result' && <ResultStage module={module} headingId={headingId} />}
        {debug && stage !== 'start' && (
          <Suspense fallback={null}>
            <DebugBar />
          </Suspense>
        )}
        {/* In the flow below the stage, so it never covers an answer or 'Test afronden'. */}
        <BugReportButton className="bug-report-button--dialog" />
      </div>
      <FinishModal module={module} />
    </div>
  );
}
