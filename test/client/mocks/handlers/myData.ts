// GET /api/my-data/erasure-request: no request yet (the profile page asks for it on every visit).
// The downloads and the request itself are mocked per test (test/client/profile/myData.test.tsx).
import { http, HttpResponse } from 'msw';
import { guard } from './util';

export const myDataHandlers = [
  http.get('/api/my-data/erasure-request', ({ request }) => guard(request) ?? HttpResponse.json({ request: null })),
];
