// Logout with queued changes: the confirmation warns that they will be lost, and only a confirmed
// logout drops them from the device (docs/product.md §2; a 401 keeps them, see queueSagas.test).
import { act, screen, within } from '@testing-library/react';
import { App } from '../../../src/app/App';
import { actionQueued } from '../../../src/features/queue/queueSlice';
import { queueStorageKey } from '../../../src/features/queue/queueStorage';
import { model } from '../mocks/model';
import { setupMockServer } from '../mocks/server';
import { renderWithProviders } from '../renderWithProviders';
import { loggedInWithData } from '../state';
import { student } from './queueState';

setupMockServer();
beforeEach(() => localStorage.clear());

function renderWithQueue() {
  model.session = student.username;
  const rendered = renderWithProviders(<App />, {
    preloadedState: {
      ...loggedInWithData(student, model.testData),
      connectivity: { online: false, lastCheckedAt: null },
      queue: { userId: student.id, items: [], setAside: [] },
    },
  });
  act(() => {
    rendered.store.dispatch(actionQueued({ type: 'SKIP_MODULE', data: { module: 1 } }));
  });
  return rendered;
}

describe('logout with queued changes', () => {
  it('warns that the queued changes will be lost; cancelling keeps them', async () => {
    const { user, store } = renderWithQueue();
    await user.click(screen.getByRole('button', { name: 'Uitloggen' }));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleName(
      'Weet je zeker dat je uit wilt loggen. Let op: je wijzigingen in de wachtrij (1) zijn nog niet verstuurd. Als je uitlogt, gaan ze verloren.',
    );
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Annuleren' }));
    expect(store.getState().queue.items).toHaveLength(1);
    expect(localStorage.getItem(queueStorageKey(student.id))).not.toBeNull();
  });

  it('drops them from memory and from the device once the student confirms', async () => {
    const { user, store } = renderWithQueue();
    expect(screen.getByText('1 wijziging in de wachtrij')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Uitloggen' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Uitloggen' }));
    expect(await screen.findByText('Uitgelogd!')).toBeInTheDocument();
    expect(store.getState().queue).toEqual({ userId: null, items: [], setAside: [] });
    expect(localStorage.getItem(queueStorageKey(student.id))).toBeNull();
    expect(screen.queryByText(/in de wachtrij/)).not.toBeInTheDocument();
  });
});
