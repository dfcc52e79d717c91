// The in-memory "server" behind the msw handlers: users, the session, the menu and test data.
// Tests arrange it directly (model.users.set(...)) and reset it between tests.
import type { Account, MenuItem, MyResult, ModuleContent } from '../../../src/shared/api';
import { makeAccount } from '../fixtures/account';
import { makeConfig, makeModule } from '../fixtures/modules';

export interface MockUser {
  account: Account;
  password: string;
  /** false: not activated yet (check-username answers 'register'). */
  enabled: boolean;
  /** Needs a second factor after the password. */
  mfa: 'none' | 'email' | 'google';
}

export const CSRF_TOKEN = 'test-csrf-token';

function initialUsers(): Map<string, MockUser> {
  const users = new Map<string, MockUser>();
  const add = (user: MockUser) => users.set(user.account.username, user);
  add({ account: makeAccount(), password: 'Welkom-check-2026', enabled: true, mfa: 'none' });
  add({
    account: makeAccount({ username: 'nieuw@demo.nl', givenName: null }),
    password: 'x',
    enabled: false,
    mfa: 'none',
  });
  add({
    account: makeAccount({ username: 'leerling.2fa@demo.nl', mfaType: 'email' }),
    password: 'Welkom-check-2026',
    enabled: true,
    mfa: 'email',
  });
  return users;
}

export const model = {
  users: initialUsers(),
  /** Username of the fully logged-in session, if any. */
  session: null as string | null,
  menu: [
    { label: 'Privacy', uri: '/privacy.html' },
    { label: 'Over ons', uri: 'https://www.example.org/over-ons' },
  ] as MenuItem[],
  testData: {
    modules: [makeModule()],
    module_configs: [makeConfig('beweging')],
  } as ModuleContent,
  /** What GET /api/my-results lists for the session user. */
  myResults: [] as MyResult[],
  /** Every request the handlers saw, as 'METHOD /path', for assertions on what was (not) called. */
  calls: [] as string[],
  reset() {
    this.users = initialUsers();
    this.session = null;
    this.calls = [];
    this.myResults = [];
    this.testData = { modules: [makeModule()], module_configs: [makeConfig('beweging')] };
    // The server sets this cookie; axios copies it into the X-XSRF-TOKEN header of every request.
    document.cookie = `XSRF-TOKEN=${CSRF_TOKEN}; path=/`;
  },
  sessionUser(): MockUser | null {
    return this.session ? (this.users.get(this.session) ?? null) : null;
  },
};
