// POST /api/test/start-module: every new attempt reports its start in the background, so every test
// that starts one meets it. Recorded in model.calls (with its CSRF check); the body is not kept.
// Lenient about the session, as the start never tells the student anything.
import { http, HttpResponse } from 'msw';
import { guard } from './util';

export const moduleStartHandlers = [
  http.post('/api/test/start-module', ({ request }) => guard(request) ?? HttpResponse.json({ success: true })),
];
