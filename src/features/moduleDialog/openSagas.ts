// Opening, starting, skipping and closing a module (docs/product.md §4, "Module lifecycle").
import { call, select, selectState } from '../../app/typedEffects';
import { put } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { reportApiError } from '../notifications/reportApiError';
import { t } from '../../i18n/nl';
import { confirm } from '../confirm/confirmSaga';
import { notify } from '../notifications/notificationsSlice';
import { sendOrQueue } from '../queue/sendOrQueue';
import { moduleSkipped } from '../account/moduleDoneActions';
import { selectAttemptForModule, attemptCreated, attemptRemoved, attemptTouched } from '../attempts/attemptsSlice';
import { preloadTopicImages, scrollToTop } from './browserEffects';
import type { openModule } from './moduleDialogActions';
import { selectOpenConfig, selectOpenModule } from './moduleDialogSelectors';
import { dialogClosed, dialogOpened } from './moduleDialogSlice';
import { reprocess } from './saveSagas';
import { ruleEngine } from './ruleEngineLoader';
import { showSlide } from './slideSagas';
import { finishReset } from '../finish/finishSlice';

const EMPTY_ATTEMPT = { answers: [], meta: { age: null, gender: null } };

export function* openModuleSaga(action: ReturnType<typeof openModule>): SagaIterator {
  const moduleId = action.payload;
  const state = yield* selectState();
  const module = state.modules.modules.find((m) => m.id === moduleId);
  if (!module) return;
  yield* call(preloadTopicImages, module);
  const config = state.modules.configs[module.name];
  // The start screen counts the questions of the slide list, which depends on the saved answers.
  const processModule = yield* call(ruleEngine);
  const processed = config ? processModule(module, config, state.attempts.byModule[moduleId] ?? EMPTY_ATTEMPT) : null;
  yield put(finishReset());
  yield put(dialogOpened({ moduleId, processed }));
  yield* call(scrollToTop);
}

/** START_TEST: resume the unfinished attempt of the module, or create a new one. */
export function* startAttemptSaga(): SagaIterator {
  const module = yield* select(selectOpenModule);
  if (!module) return;
  const config = yield* select(selectOpenConfig);
  if (!config) {
    yield put(notify({ type: 'danger', header: t('modules.configNotFound'), text: t('modules.configNotFoundText') }));
    yield put(dialogClosed());
    return;
  }
  const existing = yield* select(selectAttemptForModule, module.id);
  if (existing && !existing.finished) yield put(attemptTouched(module.id));
  else yield put(attemptCreated(module.id, module.version));
  yield* call(reprocess, module.id);
  yield* call(showSlide, module.id, 0);
}

/** SKIP_MODULE after the confirmation: marks the module done and drops its attempt in progress. */
export function* skipModuleSaga(): SagaIterator {
  const module = yield* select(selectOpenModule);
  if (!module) return;
  const ok = yield* call(confirm, {
    header: t('modules.skipConfirmHeader'),
    text: t('modules.skipConfirm'),
    confirmLabel: t('modules.skipConfirmYes'),
  });
  if (!ok) return;
  let delivery: 'sent' | 'queued';
  try {
    // Offline, or no answer from the server: queued on the device and sent when the connection returns.
    delivery = yield* call(sendOrQueue, { type: 'SKIP_MODULE', data: { module: module.id } });
  } catch (err) {
    yield* call(reportApiError, err);
    return;
  }
  yield put(moduleSkipped(module.id));
  yield put(attemptRemoved(module.id));
  yield put(notify({ type: 'success', header: t('modules.skipped'), text: t('modules.skippedText') }));
  if (delivery === 'queued')
    yield put(notify({ type: 'warning', header: t('queue.savedOffline'), text: t('queue.savedOfflineText') }));
  yield put(dialogClosed());
  yield put(finishReset());
}

/** CLOSE_MODULE: back to the overview; an unfinished attempt stays for later. */
export function* closeModuleSaga(): SagaIterator {
  yield put(dialogClosed());
  yield put(finishReset());
}
