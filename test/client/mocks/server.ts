// One msw server for the client tests; `setupMockServer()` wires its lifecycle into a test file.
// Unhandled requests fail the test, so a call to an endpoint nobody mocked cannot pass silently.
import { setupServer } from 'msw/node';
import { accountHandlers } from './handlers/account';
import { authHandlers } from './handlers/auth';
import { menuHandlers } from './handlers/menu';
import { moduleStartHandlers } from './handlers/moduleStarts';
import { myDataHandlers } from './handlers/myData';
import { myResultsHandlers } from './handlers/myResults';
import { model } from './model';

export const server = setupServer(
  ...authHandlers,
  ...accountHandlers,
  ...menuHandlers,
  ...myResultsHandlers,
  ...myDataHandlers,
  ...moduleStartHandlers,
);

export function setupMockServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => model.reset());
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/**
 * Old name, kept so that test files written against it keep running; the react-hooks lint rule
 * mistakes `use…` calls at top level for hooks, so new code calls setupMockServer.
 */
export const useMockServer = setupMockServer;
