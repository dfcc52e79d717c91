// A bug report names the last failed API calls with the server's request ids (X-Request-Id), so
// the report can be matched to the server's log lines; paths lose their tokens and queries.
import { http, HttpResponse } from 'msw';
import { apiClient } from '../../../src/common/api/client';
import { clearFailedRequests, recentFailedRequests, safePath } from '../../../src/common/api/failedRequests';
import { rootReducer } from '../../../src/app/store';
import { buildReportData } from '../../../src/features/bugReport/bugReportData';
import { server, setupMockServer } from '../mocks/server';

setupMockServer();
afterEach(clearFailedRequests);

const REQUEST_ID = '5f0c6b1e-7d2a-4c3b-9e8f-0a1b2c3d4e5f';

it('records a failed call with its request id and puts it in the report data', async () => {
  server.use(
    http.get('*/api/oorcheck/status/:token', () =>
      HttpResponse.json(
        { error: 'internal_error', request_id: REQUEST_ID },
        { status: 500, headers: { 'X-Request-Id': REQUEST_ID } },
      ),
    ),
  );
  await expect(apiClient.get('/api/oorcheck/status/AbCdEf0123456789AbCdEf0123456789abcdefghijk?x=1')).rejects.toThrow();
  const data = buildReportData(rootReducer(undefined, { type: '@@init' }));
  expect(data.failedRequests).toEqual([
    { method: 'GET', path: '/api/oorcheck/status/…', status: 500, requestId: REQUEST_ID, at: expect.any(Number) },
  ]);
});

it('keeps only the last five and forgets them all on clear', async () => {
  server.use(http.get('*/api/menu', () => HttpResponse.json({ error: 'not_found' }, { status: 404 })));
  for (let i = 0; i < 7; i++) await apiClient.get('/api/menu').catch(() => undefined);
  expect(recentFailedRequests()).toHaveLength(5);
  clearFailedRequests();
  expect(recentFailedRequests()).toEqual([]);
});

it.each([
  ['/api/user/42?search=Jansen', '/api/user/42'],
  ['/resetting/reset/abc123def456ghi789', '/resetting/reset/…'],
  ['/api/x/jan%40school.nl', '/api/x/…'],
])('safePath(%s) = %s', (url, path) => expect(safePath(url)).toBe(path));
