// The FINISH_TEST body (src/shared/api.ts FinishPayload) and the result-PDF link, both built from
// the attempt and the rule engine's processed state. Pure functions, so they are tested directly.
import { apiUrl } from '../../common/lib/config';
import type { Module, ProcessedState, Attempt } from '../../rules/types';
import type { FinishPayload } from '../../shared/api';
import { hasNormTable } from '../../rules/normModules';

export interface FinishChoices {
  actions: string[];
  contactOpened: boolean;
  debug: boolean;
}

/** Answers to questions the rules skipped are left out: they no longer count for the result. */
export function buildFinishPayload(attempt: Attempt, processed: ProcessedState, choices: FinishChoices): FinishPayload {
  const skipped = new Set(processed.skipQuestionIds);
  return {
    ...attempt,
    finished: true,
    answers: attempt.answers.filter((a) => !skipped.has(a.question)),
    computed: processed.computedResult,
    debug: choices.debug,
    actions: choices.actions,
    contact_data: choices.contactOpened,
    test_result: processed.result,
    norm_results: processed.normResult.map(({ name, result }) => ({ name, result })),
  };
}

/** GET /api/test/result-pdf with the query parameters of docs/product.md §7; lists are comma-separated. */
export function resultPdfUrl(
  module: Pick<Module, 'show_norm_table'>,
  attemptId: string,
  processed: ProcessedState,
  actions: string[],
): string {
  const query = new URLSearchParams({ test: attemptId, result: processed.result });
  if (hasNormTable(module)) {
    query.set('norm_result', JSON.stringify(processed.normResult.map(({ name, result }) => ({ name, result }))));
  }
  query.set('skip_slides', processed.skipSlides.join(','));
  query.set('skip_texts', processed.skipTexts.join(','));
  query.set('show_result_texts', processed.resultTexts.join(','));
  query.set('skip_actions', actions.length === 0 ? '1' : '0');
  query.set('selected_actions', actions.join(','));
  return apiUrl(`/api/test/result-pdf?${query.toString()}`);
}
