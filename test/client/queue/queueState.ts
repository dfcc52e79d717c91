// Stores for the queue tests: a logged-in student with the modules loaded, online or offline, and
// queue items as the client makes them.
import type { RootState } from '../../../src/app/store';
import { makeStore } from '../../../src/app/store';
import type { QueueItem } from '../../../src/shared/api';
import { makeAccount } from '../fixtures/account';
import { model } from '../mocks/model';
import { loggedInWithData } from '../state';

export const student = makeAccount({ id: 501, username: 'leerling@demo.nl' });
export const classmate = makeAccount({ id: 502, username: 'klasgenoot@demo.nl' });

export function queueStore(options: { online: boolean; items?: QueueItem[]; account?: typeof student }) {
  const account = options.account ?? student;
  model.session = account.username;
  const state: Partial<RootState> = {
    ...loggedInWithData(account, model.testData),
    connectivity: { online: options.online, lastCheckedAt: null },
    queue: { userId: account.id, items: options.items ?? [], setAside: [] },
  };
  return makeStore(state);
}

export const skipItem = (id: string, module: number): QueueItem => ({ id, type: 'SKIP_MODULE', data: { module } });
