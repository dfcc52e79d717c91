// Handlers for the test endpoints (skip a module, finish a test) over a small in-memory record, so
// tests can assert what the server received. `testsServer.failWith` makes the next calls fail.
import { http, HttpResponse } from 'msw';
import type { FinishPayload } from '../../../src/shared/api';
import { guard } from './handlers/util';

type Failure = 'network' | { status: number; error: string } | null;

export const testsServer = {
  finished: [] as FinishPayload[],
  skipped: [] as number[],
  failWith: null as Failure,
  reset() {
    this.finished = [];
    this.skipped = [];
    this.failWith = null;
  },
};

function failure(): Response | null {
  const fail = testsServer.failWith;
  if (fail === null) return null;
  if (fail === 'network') return HttpResponse.error();
  return HttpResponse.json({ error: fail.error }, { status: fail.status });
}

export const testsHandlers = [
  http.post('/api/test/skip-module', async ({ request }) => {
    const denied = guard(request) ?? failure();
    if (denied) return denied;
    const body = (await request.json()) as { module: number };
    testsServer.skipped.push(body.module);
    return HttpResponse.json({ success: true });
  }),
  http.post('/api/test/finish', async ({ request }) => {
    const denied = guard(request) ?? failure();
    if (denied) return denied;
    testsServer.finished.push((await request.json()) as FinishPayload);
    return HttpResponse.json({ success: true });
  }),
];
