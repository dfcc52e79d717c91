// The FINISH_TEST body and the result-PDF link are built from the test and the processed state.
import { buildFinishPayload, resultPdfUrl } from '../../../src/features/finish/finishPayload';
import { processModule } from '../../../src/rules/engine';
import type { Attempt } from '../../../src/rules/types';
import { answer, fitheid, FITHEID_ID, SLEEP_ID, sleep, sleepSlide } from '../fixtures/dialogModules';

const nooit = sleepSlide.schermtijd.options[0].id;
const sleepTest: Attempt = {
  id: 'a1b2c3d4-0000-4000-8000-000000000000',
  module: SLEEP_ID,
  answers: [
    answer(sleepSlide.schermtijd.id, { options: [nooit] }),
    answer(sleepSlide.slaapuren.id, { value: 7 }),
    // Answered before 'Nooit' made the rules skip this slide: it must not be sent.
    answer(sleepSlide.dutjes.id, { options: [sleepSlide.dutjes.options[0].id] }),
  ],
  meta: { age: 16, gender: null },
  computed: {},
  finished: false,
  updatedAt: 1,
};

describe('buildFinishPayload', () => {
  it('sends the test without the answers to skipped questions, with result, norms and choices', () => {
    const processed = processModule(sleep.module, sleep.config, sleepTest);
    expect(processed.skipQuestionIds).toEqual([sleepSlide.dutjes.id]);
    const payload = buildFinishPayload(sleepTest, processed, {
      actions: ['schermvrij'],
      contactOpened: true,
      debug: false,
    });
    expect(payload).toEqual({
      ...sleepTest,
      finished: true,
      answers: sleepTest.answers.slice(0, 2),
      computed: { slaaptekort: 1 },
      debug: false,
      actions: ['schermvrij'],
      contact_data: true,
      test_result: 'bad',
      norm_results: [],
    });
  });

  it('sends norm results as name and rating only', () => {
    const test: Attempt = {
      ...sleepTest,
      module: FITHEID_ID,
      answers: [answer(fitheid.module.slides[0].id, { value: 12 })],
      meta: { age: 16, gender: 'female' },
    };
    const payload = buildFinishPayload(test, processModule(fitheid.module, fitheid.config, test), {
      actions: [],
      contactOpened: false,
      debug: true,
    });
    expect(payload.norm_results).toEqual([
      { name: 'push_ups', result: 'good' },
      { name: 'sprint', result: null },
    ]);
    expect(payload.debug).toBe(true);
  });
});

describe('resultPdfUrl', () => {
  const query = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);

  it('lists the result, texts, skips and chosen actions; no norm_result unless the module switches the norm table on', () => {
    const processed = processModule(sleep.module, sleep.config, sleepTest);
    const url = resultPdfUrl(sleep.module, sleepTest.id, processed, ['eerder_naar_bed']);
    expect(url.startsWith('/api/test/result-pdf?')).toBe(true);
    expect(query(url)).toEqual({
      test: sleepTest.id,
      result: 'bad',
      skip_slides: 'dutjes',
      skip_texts: '',
      show_result_texts: 'te_weinig',
      skip_actions: '0',
      selected_actions: 'eerder_naar_bed',
    });
  });

  it('adds norm_result as JSON for a module with the norm table on (fitheid) and skip_actions=1 without actions', () => {
    const test: Attempt = {
      ...sleepTest,
      module: FITHEID_ID,
      answers: [answer(fitheid.module.slides[0].id, { value: 3 })],
      meta: { age: 16, gender: 'female' },
    };
    const processed = processModule(fitheid.module, fitheid.config, test);
    const params = query(resultPdfUrl(fitheid.module, test.id, processed, []));
    expect(JSON.parse(params.norm_result)).toEqual([
      { name: 'push_ups', result: 'bad' },
      { name: 'sprint', result: null },
    ]);
    expect(params.skip_actions).toBe('1');
    expect(params.selected_actions).toBe('');
  });
});
