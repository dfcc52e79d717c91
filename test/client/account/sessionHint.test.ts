// index.html's logged-in hint follows the store (src/features/account/sessionHint.ts): present while an
// account is loaded, gone once the app knows nobody is logged in, untouched before the session check.
import { makeStore } from '../../../src/app/store';
import { keepSessionHint } from '../../../src/features/account/sessionHint';
import { accountInitialised, accountLoaded, loggedOut } from '../../../src/features/account/accountSlice';
import { SESSION_HINT_COOKIE, SESSION_HINT_KEY } from '../../../src/shared/sessionHint';
import { makeAccount } from '../fixtures/account';

afterEach(() => localStorage.clear());

describe('keepSessionHint', () => {
  it("keeps the last visit's hint until the session check has answered, then follows the account", () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    const store = makeStore();
    keepSessionHint(store);
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('1');
    store.dispatch(accountInitialised());
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
    store.dispatch(accountLoaded(makeAccount()));
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('1');
    document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
    store.dispatch(loggedOut());
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
    expect(document.cookie).not.toContain(SESSION_HINT_COOKIE);
  });

  it('sets the hint as soon as an account is loaded, also before the start-up check has finished', () => {
    const store = makeStore();
    keepSessionHint(store);
    store.dispatch(accountLoaded(makeAccount()));
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('1');
  });
});
