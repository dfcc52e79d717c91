// Issue 11 items 2 and 3: a confirmed logout ends the session on the device at once, also without a
// connection, and leaves nothing of the student in localStorage (queue, in-progress tests); the
// server hears of it when the connection returns, on the next start, or before the next login,
// and a session the browser still holds is never resumed meanwhile.
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { App } from '../../../src/app/App';
import { makeStore } from '../../../src/app/store';
import { LOGOUT_WAIT_MS } from '../../../src/app/sessionSagas';
import { appStarted } from '../../../src/features/account/accountSlice';
import { isLogoutPending, markLogoutPending, pendingLogoutTiming } from '../../../src/features/account/pendingLogout';
import { connectivityChanged } from '../../../src/features/connectivity/connectivitySlice';
import { loginRequested } from '../../../src/features/login/loginSlice';
import { notify } from '../../../src/features/notifications/notificationsSlice';
import { actionQueued } from '../../../src/features/queue/queueSlice';
import { queueStorageKey } from '../../../src/features/queue/queueStorage';
import { attemptCreated, answerSaved } from '../../../src/features/attempts/attemptsSlice';
import { storageKey } from '../../../src/features/attempts/attemptsStorage';
import { emptyAnswer } from '../../../src/rules/emptyAnswer';
import { makeAccount } from '../fixtures/account';
import { model } from '../mocks/model';
import { server, setupMockServer } from '../mocks/server';
import { renderWithProviders } from '../renderWithProviders';
import { loggedInWithData } from '../state';

setupMockServer();
// Generous waits: these tests run the whole app, and CI machines are busy.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);
beforeEach(() => localStorage.clear());
const timing = { ...pendingLogoutTiming };
beforeAll(() => Object.assign(pendingLogoutTiming, { retryGapMs: 20 }));
afterAll(() => Object.assign(pendingLogoutTiming, timing));

const noAnswer = () => HttpResponse.error();

async function logOutOffline() {
  const account = makeAccount();
  model.session = account.username;
  // The connection is gone: every request fails at the network level.
  server.use(http.post('/logout', noAnswer), http.get('/logged-in', noAnswer), http.get('/menu', noAnswer));
  const rendered = renderWithProviders(<App />, {
    preloadedState: {
      ...loggedInWithData(account, model.testData),
      connectivity: { online: false, lastCheckedAt: null },
      queue: { userId: account.id, items: [], setAside: [] },
    },
  });
  act(() => {
    rendered.store.dispatch(actionQueued({ type: 'SKIP_MODULE', data: { module: 1 } }));
    rendered.store.dispatch(attemptCreated(1));
    rendered.store.dispatch(notify({ type: 'warning', header: 'Opgeslagen op dit apparaat' }));
  });
  return { ...rendered, account };
}

describe('logout without a connection', () => {
  it('ends the session on the device at once and removes the queue and the in-progress tests', async () => {
    const { user, store, account } = await logOutOffline();
    expect(localStorage.getItem(queueStorageKey(account.id))).not.toBeNull();
    expect(screen.getByText(account.givenName ?? account.username, { exact: false })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Uitloggen' }));
    // The spec's warning still applies: the queued change will be lost.
    expect(screen.getByRole('alertdialog')).toHaveAccessibleName(/wachtrij \(1\).*gaan ze verloren/);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Uitloggen' }));

    expect(await screen.findByText('Uitgelogd!')).toBeInTheDocument();
    expect(screen.queryByText('Geen verbinding')).not.toBeInTheDocument();
    // What was said to the student who left goes with her (here: the queued change is now dropped).
    expect(store.getState().notifications.items.map((n) => n.header)).toEqual(['Uitgelogd!']);
    expect(screen.getByRole('heading', { name: 'Aanmelden' })).toBeInTheDocument();
    expect(store.getState().account.account).toBeNull();
    expect(model.calls).not.toContain('POST /logout'); // known offline: nothing to wait for
    // Nothing of the student stays in localStorage; only the anonymous "logout pending" mark.
    expect(Object.keys(localStorage)).toEqual(['lrc.logoutPending']);
    expect(localStorage.getItem(storageKey(account.id))).toBeNull();
    expect(isLogoutPending()).toBe(true);

    // The connection returns: the server's session is ended now.
    server.resetHandlers();
    model.calls = [];
    act(() => {
      store.dispatch(connectivityChanged(true));
    });
    await waitFor(() => expect(isLogoutPending()).toBe(false));
    expect(model.calls).toContain('POST /logout');
    expect(model.session).toBeNull();
  });

  it('does not hold the student when the app counts as online but the logout gets no answer', async () => {
    const account = makeAccount();
    model.session = account.username;
    // The answer never comes in time (here it comes just after the wait, as a network error).
    server.use(
      http.post('/logout', async () => {
        await delay(LOGOUT_WAIT_MS + 300);
        return HttpResponse.error();
      }),
    );
    const { user, store } = renderWithProviders(<App />, {
      preloadedState: {
        ...loggedInWithData(account, model.testData),
        connectivity: { online: true, lastCheckedAt: null },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Uitloggen' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Uitloggen' }));
    expect(await screen.findByText('Uitgelogd!', undefined, { timeout: LOGOUT_WAIT_MS + 2_000 })).toBeInTheDocument();
    expect(store.getState().account.account).toBeNull();
    expect(store.getState().loading.pending).toBe(0);
    expect(isLogoutPending()).toBe(true);
    // Let the late answer arrive, so the next test starts without a request in flight.
    await new Promise((resolve) => setTimeout(resolve, 600));
  });

  it('removes in-progress answers on an online logout too', async () => {
    const account = makeAccount();
    model.session = account.username;
    const { user, store } = renderWithProviders(<App />, { preloadedState: loggedInWithData(account, model.testData) });
    act(() => {
      store.dispatch(attemptCreated(1));
      store.dispatch(answerSaved({ moduleId: 1, answer: { ...emptyAnswer({ id: 1 }), options: [7] } }));
    });
    const testId = store.getState().attempts.byModule[1].id;
    await Promise.resolve(); // the device copy is written once at the end of the task (writeAttemptsSoon)
    expect(localStorage.getItem(storageKey(account.id))).toContain(testId);
    await user.click(screen.getByRole('button', { name: 'Uitloggen' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Uitloggen' }));
    expect(await screen.findByText('Uitgelogd!')).toBeInTheDocument();
    await waitFor(() => expect(model.session).toBeNull());
    expect(Object.keys(localStorage)).toEqual([]);
  });
});

describe('a logout the server has not heard of yet', () => {
  it('is sent first on the next start, and the session the browser still holds is not resumed', async () => {
    model.session = 'leerling@demo.nl';
    markLogoutPending();
    const store = makeStore();
    store.dispatch(appStarted());
    await waitFor(() => expect(store.getState().account.initialised).toBe(true));
    expect(store.getState().account.account).toBeNull();
    expect(model.calls.indexOf('POST /logout')).toBeGreaterThanOrEqual(0);
    expect(model.calls).not.toContain('GET /api/account');
    expect(isLogoutPending()).toBe(false);
  });

  it('keeps the session unused while the server cannot be reached at start', async () => {
    model.session = 'leerling@demo.nl';
    markLogoutPending();
    server.use(http.post('/logout', noAnswer));
    const store = makeStore();
    store.dispatch(appStarted());
    await waitFor(() => expect(store.getState().account.initialised).toBe(true));
    expect(store.getState().account.account).toBeNull();
    expect(model.calls).not.toContain('GET /logged-in');
    expect(model.calls).not.toContain('GET /api/account');
    expect(isLogoutPending()).toBe(true);
  });

  it('is sent before the next login, which then drops the mark', async () => {
    model.session = 'leerling@demo.nl';
    markLogoutPending();
    const store = makeStore();
    store.dispatch(loginRequested({ username: 'leerling@demo.nl', password: 'Welkom-check-2026' }));
    await waitFor(() => expect(store.getState().account.account?.username).toBe('leerling@demo.nl'));
    const calls = model.calls.filter((c) => c.startsWith('POST'));
    expect(calls.indexOf('POST /logout')).toBeLessThan(calls.indexOf('POST /login'));
    expect(isLogoutPending()).toBe(false);
  });
});
