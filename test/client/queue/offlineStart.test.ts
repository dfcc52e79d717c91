// Starting the installed app without a connection: the session check gets no answer, the account
// and test data come from the service worker's cache (here: msw answering in its place), the
// student's queue is read back from the device, and once GET /online answers it is flushed.
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeStore } from '../../../src/app/store';
import { appStarted } from '../../../src/features/account/accountSlice';
import { queueStorageKey } from '../../../src/features/queue/queueStorage';
import { model } from '../mocks/model';
import { server, setupMockServer } from '../mocks/server';
import { actionQueueHandler, queueServer } from './actionQueueServer';
import { skipItem } from './queueState';

setupMockServer();
beforeEach(() => {
  localStorage.clear();
  queueServer.reset();
});

it('loads the cached account, restores the queue and flushes it when the server answers', async () => {
  const account = model.users.get('leerling@demo.nl')!.account;
  model.session = account.username;
  localStorage.setItem(queueStorageKey(account.id), JSON.stringify({ items: [skipItem('q1', 77)], setAside: [] }));
  server.use(
    actionQueueHandler,
    http.get('/logged-in', () => HttpResponse.error()),
    http.get('/online', () => HttpResponse.error()),
  );

  const store = makeStore();
  store.dispatch(appStarted());
  await waitFor(() => expect(store.getState().account.initialised).toBe(true));
  expect(store.getState().account.account?.id).toBe(account.id);
  expect(store.getState().account.account?.skippedModules).toContain(77);
  expect(store.getState().notifications.items[0]).toMatchObject({ header: 'Geen verbinding' });
  await waitFor(() => expect(store.getState().connectivity.online).toBe(false));
  expect(store.getState().queue.items.map((i) => i.id)).toEqual(['q1']);
  expect(queueServer.received).toEqual([]);

  // The connection returns: the browser says so, the probe confirms, the queue goes out.
  server.use(http.get('/online', () => HttpResponse.json({ online: true })));
  window.dispatchEvent(new Event('online'));
  await waitFor(() => expect(queueServer.received.map((i) => i.id)).toEqual(['q1']));
  await waitFor(() =>
    expect(store.getState().notifications.items.map((n) => n.header)).toContain('Wijzigingen opgeslagen'),
  );
  expect(localStorage.getItem(queueStorageKey(account.id))).toBeNull();
});
