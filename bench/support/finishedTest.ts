// A finished test as the student app sends it (POST /api/test/finish or a FINISH_TEST in the action
// queue), with a fresh id: the benches that load the finish differ only in the module, the answers and
// the meta they send.
import { randomUUID } from 'node:crypto';
import type { FinishPayload } from '../../src/shared/test';

export function finishedTest(module: number, fields: Partial<FinishPayload> = {}): FinishPayload {
  return {
    id: randomUUID(),
    module,
    answers: [],
    meta: { age: 17, gender: 'female' },
    computed: {},
    finished: true,
    updatedAt: Date.now(),
    debug: false,
    actions: [],
    contact_data: false,
    test_result: 'neutral',
    norm_results: [],
    ...fields,
  };
}
