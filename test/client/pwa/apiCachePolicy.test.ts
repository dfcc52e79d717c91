// The service worker keeps only the answers the app needs to start offline; a student's own copy
// ('Mijn gegevens') is never among them, so after a logout nothing of a download is left in Cache
// Storage (the API cache is dropped at logout; these answers never enter it in the first place).
import { isCachedApiRequest } from '../../../src/sw/apiCachePolicy';

const ORIGIN = 'https://lrc.example.nl';
const cached = (path: string, method = 'GET') => isCachedApiRequest(new URL(path, ORIGIN), method, ORIGIN);

describe('which API answers the service worker caches', () => {
  it('never caches the student’s own copy or the erasure request', () => {
    for (const path of ['/api/my-data', '/api/my-data/pdf', '/api/my-data/erasure-request'])
      expect([path, cached(path)]).toEqual([path, false]);
    expect(cached('/api/my-data/erasure-request', 'POST')).toBe(false);
  });

  it('caches the account, the test data and the results list for an offline start, and nothing with a query', () => {
    expect(['/api/account', '/api/test/data', '/api/my-results'].map((p) => cached(p))).toEqual([true, true, true]);
    expect(cached('/api/account?_switch_user=leerling%40demo.nl')).toBe(false);
    expect(cached('/api/test/result-pdf?test=1')).toBe(false);
    expect(isCachedApiRequest(new URL('/api/account', 'https://elders.example'), 'GET', ORIGIN)).toBe(false);
  });
});
