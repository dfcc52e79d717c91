// The management site's msw server: the session (GET /api/account) and, per resource, handlers
// over a small in-memory model. Unhandled requests fail the test.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Account } from '../../../../src/shared/api';
import { makeAccount } from '../../fixtures/account';

export const session: { account: Account | null; secondFactorPending: boolean } = {
  account: null,
  secondFactorPending: false,
};

export const staff = {
  superAdmin: () => makeAccount({ username: 'admin@demo.nl', roles: ['ROLE_SUPER_ADMIN'], school: null }),
  admin: () => makeAccount({ username: 'beheer@demo.nl', roles: ['ROLE_ADMIN'], school: null }),
  schoolManager: () => makeAccount({ username: 'manager@demo.nl', managingSchools: [1], givenName: 'Mila' }),
  locationManager: () => makeAccount({ username: 'locatie@demo.nl', managingLocations: [2] }),
  student: () => makeAccount(),
};

export const sessionHandlers = [
  http.get('/api/account', () => {
    if (session.secondFactorPending)
      return HttpResponse.json({ error: 'access_denied', '2fa_complete': false }, { status: 401 });
    return session.account
      ? HttpResponse.json(session.account)
      : HttpResponse.json({ error: 'unauthorized' }, { status: 401 });
  }),
  http.post('/logout', () => HttpResponse.json({ success: true })),
  // The overview's alerts: none unless a test says otherwise.
  http.get('/api/alert', () => HttpResponse.json({ items: [], total: 0, page: 1, limit: 50, unread: 0 })),
];

export const server = setupServer(...sessionHandlers);

export function setupManagementServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    session.account = staff.schoolManager();
    session.secondFactorPending = false;
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
