// GET /api/my-results: what model.myResults holds. Lenient about the session (many tests preload a
// logged-in store without a mock session), so rendering the overview never logs anyone out.
import { http, HttpResponse } from 'msw';
import { model } from '../model';
import { guard } from './util';

export const myResultsHandlers = [
  http.get('/api/my-results', ({ request }) => {
    guard(request);
    return HttpResponse.json({ results: model.myResults });
  }),
];
