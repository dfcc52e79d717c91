// What a bug report carries besides the message (docs/product.md §3, "Bug report"): a selection of the
// application state, the current question number and browser navigation info. Only what helps to
// reproduce a problem is picked: never the login form, passwords, 2-factor codes or tokens, and
// only the open module's own attempt (sent as `test`; the server strips secrets again, see
// bugReportSanitizer.ts).
import { recentFailedRequests } from '../../common/api/failedRequests';
import type { RootState } from '../../app/store';
import { questionLabel } from '../../rules/questionCount';
import { selectCurrentSlide, selectQuestionNumbers } from '../moduleDialog/moduleDialogSelectors';

export interface BrowserInfo {
  url: string;
  referrer: string;
  userAgent: string;
  language: string;
  online: boolean;
  viewport: string;
  screen: string;
  historyLength: number;
}

/** Paths and query parameters that carry one-time tokens are cut from the url. */
export function safeUrl(href: string): string {
  const url = new URL(href);
  url.pathname = url.pathname.replace(/^\/(resetting\/reset|register\/confirm)\/.*/, '/$1/…');
  for (const key of [...url.searchParams.keys()]) if (/token|code|pass/i.test(key)) url.searchParams.set(key, '…');
  return url.toString();
}

export function browserInfo(): BrowserInfo {
  return {
    url: safeUrl(window.location.href),
    referrer: document.referrer ? safeUrl(document.referrer) : '',
    userAgent: navigator.userAgent,
    language: navigator.language,
    online: navigator.onLine,
    viewport: `${window.innerWidth}x${window.innerHeight}`,
    screen: `${window.screen.width}x${window.screen.height}`,
    historyLength: window.history.length,
  };
}

export function questionNumber(state: RootState): string | null {
  if (state.moduleDialog.moduleId === null || state.moduleDialog.stage !== 'slides') return null;
  const slide = selectCurrentSlide(state);
  return slide ? questionLabel(selectQuestionNumbers(state), slide.id) || null : null;
}

export function selectedState(state: RootState): Record<string, unknown> {
  const { account } = state.account;
  const dialog = state.moduleDialog;
  const attempt = dialog.moduleId === null ? undefined : state.attempts.byModule[dialog.moduleId];
  const module = state.modules.modules.find((m) => m.id === dialog.moduleId);
  return {
    account: account && {
      id: account.id,
      username: account.username,
      roles: account.roles,
      school: account.school,
      imitating: account.imitating || state.account.imitating,
      finishedModules: account.finishedModules,
      skippedModules: account.skippedModules,
    },
    moduleDialog: {
      moduleId: dialog.moduleId,
      moduleName: module?.name ?? null,
      stage: dialog.stage,
      slideIndex: dialog.slideIndex,
      slideName: selectCurrentSlide(state)?.name ?? null,
      error: dialog.error,
      processed: dialog.processed,
    },
    test: attempt && {
      id: attempt.id,
      module: attempt.module,
      meta: attempt.meta,
      answers: attempt.answers,
      updatedAt: attempt.updatedAt,
    },
    finish: { open: state.finish.open, step: state.finish.step, chosen: state.finish.chosen },
    modulesLoaded: state.modules.modules.length,
  };
}

export function buildReportData(state: RootState): Record<string, unknown> {
  // failedRequests: the last failed API calls with the server's request ids, to find its log lines.
  return {
    state: selectedState(state),
    questionNumber: questionNumber(state),
    navigation: browserInfo(),
    failedRequests: recentFailedRequests(),
  };
}
