// The bug-report button and modal: max width 500, message required, the report carries the
// selected state, question number and navigation info (no login form, no other modules' tests),
// success shows 'Bedankt voor de feedback!', failure an error, and the modal closes either way.
import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import { BugReportButton, BugReportHost } from '../../../src/features/bugReport/components/BugReportButton';
import { NotificationsHost } from '../../../src/features/notifications/components/NotificationsHost';
import { server, setupMockServer } from '../mocks/server';
import { renderWithProviders } from '../renderWithProviders';
import { GEHOOR_ID, gehoor, oorcheckSlide } from '../oorcheck/hearingModule';
import { rootReducer, type RootState } from '../../../src/app/store';
import { makeAccount } from '../fixtures/account';

setupMockServer();

function state(): Partial<RootState> {
  const base = rootReducer(undefined, { type: '@@init' });
  return {
    account: { ...base.account, account: makeAccount({ id: 42, username: 'leerling@demo.nl' }), initialised: true },
    modules: { modules: [gehoor.module], configs: { gehoor: gehoor.config }, loaded: true, newest: {} },
    attempts: {
      byModule: {
        [GEHOOR_ID]: {
          id: 'a6f1c0de-0000-4000-8000-000000000001',
          module: GEHOOR_ID,
          answers: [],
          meta: { age: 16, gender: null },
          computed: {},
          finished: false,
          updatedAt: Date.now(),
        },
        99: {
          id: 'b6f1c0de-0000-4000-8000-000000000002',
          module: 99,
          answers: [],
          meta: { age: 16, gender: null },
          computed: {},
          finished: false,
          updatedAt: Date.now(),
        },
      },
    },
    moduleDialog: {
      ...base.moduleDialog,
      moduleId: GEHOOR_ID,
      stage: 'slides',
      slideIndex: gehoor.module.slides.indexOf(oorcheckSlide),
    },
  };
}

function ui() {
  return (
    <>
      <BugReportButton />
      <BugReportHost />
      <NotificationsHost />
    </>
  );
}

it('sends the message with state, question number and browser info, thanks, and closes', async () => {
  interface Sent {
    message: string;
    data: {
      questionNumber: string | null;
      navigation: Record<string, unknown>;
      state: { account: Record<string, unknown>; moduleDialog: Record<string, unknown>; test: { id: string } };
    };
  }
  let received: Sent | null = null;
  server.use(
    http.post('*/api/bug-report', async ({ request }) => {
      received = (await request.json()) as typeof received;
      return HttpResponse.json({ success: true, id: 1 });
    }),
  );
  const { user } = renderWithProviders(ui(), { preloadedState: state() });
  await user.click(screen.getByRole('button', { name: 'Probleem melden' }));
  const dialog = screen.getByRole('dialog', { name: 'Probleem melden' });
  expect(dialog).toHaveStyle({ maxWidth: '500px' });

  await user.click(screen.getByRole('button', { name: 'Versturen' }));
  expect(screen.getByText('Beschrijf eerst het probleem.')).toHaveAttribute('role', 'alert');

  await user.type(screen.getByLabelText('Beschrijving'), 'De Oorcheck-knop reageert niet');
  await user.click(screen.getByRole('button', { name: 'Versturen' }));
  await screen.findByText('Bedankt voor de feedback!');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  expect(received!.message).toBe('De Oorcheck-knop reageert niet');
  const data = received!.data;
  expect(data.questionNumber).toBe('1'); // the info slide has no number; the Oorcheck is question 1
  expect(data.navigation).toMatchObject({
    url: expect.stringMatching(/^http/),
    userAgent: expect.any(String),
    online: true,
  });
  expect(data.state.account).toMatchObject({ id: 42, username: 'leerling@demo.nl' });
  expect(data.state.moduleDialog).toMatchObject({ moduleId: GEHOOR_ID, moduleName: 'gehoor', slideName: 'oorcheck' });
  expect(data.state.test.id).toBe('a6f1c0de-0000-4000-8000-000000000001');
  const text = JSON.stringify(data);
  expect(text).not.toContain('b6f1c0de'); // another module's test is not selected
  expect(text).not.toMatch(/password|login/i);
}, 20_000); // typing 30 characters takes seconds on a loaded 2-core machine

it('shows an error when sending fails, and closes the modal too', async () => {
  server.use(http.post('*/api/bug-report', () => HttpResponse.json({ error: 'internal_error' }, { status: 500 })));
  const { user } = renderWithProviders(ui(), { preloadedState: state() });
  await user.click(screen.getByRole('button', { name: 'Probleem melden' }));
  await user.type(screen.getByLabelText('Beschrijving'), 'Iets');
  await user.click(screen.getByRole('button', { name: 'Versturen' }));
  await screen.findByText('Melding niet verzonden');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Probleem melden' })).not.toBeInTheDocument());
});

it('closes without sending on Annuleren', async () => {
  const { user } = renderWithProviders(ui(), { preloadedState: state() });
  await user.click(screen.getByRole('button', { name: 'Probleem melden' }));
  await user.click(screen.getByRole('button', { name: 'Annuleren' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
