// The finish modal: action rules and warning, more-info step, FINISH_TEST, the one-time PDF
// download and 'Terug naar overzicht'; the server side is msw over an in-memory record.
import { act, screen, waitFor, within } from '@testing-library/react';
import { ModuleDialog } from '../../../src/features/moduleDialog/components/ModuleDialog';
import { itemDelivered } from '../../../src/features/queue/queueSlice';
import { answer, fitheid, FITHEID_ID, SLEEP_ID, sleep, sleepSlide } from '../fixtures/dialogModules';
import { server, setupMockServer } from '../mocks/server';
import { testsHandlers, testsServer } from '../mocks/tests';
import { renderWithProviders } from '../renderWithProviders';
import { resultState, TEST_ID } from './resultState';

setupMockServer();
beforeEach(() => {
  server.use(...testsHandlers);
  testsServer.reset();
  window.scrollTo = jest.fn();
  localStorage.clear();
});

const soms = sleepSlide.schermtijd.options[1].id;
// Seven hours of sleep: the rules offer two actions and pre-select 'eerder_naar_bed'.
const shortSleep = [
  answer(sleepSlide.schermtijd.id, { options: [soms] }),
  answer(sleepSlide.slaapuren.id, { value: 7 }),
];

function renderResult(state = resultState(sleep, shortSleep)) {
  return renderWithProviders(<ModuleDialog />, { preloadedState: state });
}

describe('finish modal', () => {
  it('pre-checks the selected actions and warns when Next is pressed without any choice', async () => {
    const { user } = renderResult();
    await user.click(screen.getByRole('button', { name: 'Test afronden' }));
    const modal = screen.getByRole('dialog', { name: 'Test afronden' });
    const early = within(modal).getByRole('checkbox', { name: 'Ik ga een half uur eerder naar bed' });
    const phone = within(modal).getByRole('checkbox', { name: 'Ik leg mijn telefoon een uur voor het slapen weg' });
    expect(early).toBeChecked();
    expect(phone).not.toBeChecked();

    await user.click(early);
    await user.click(within(modal).getByRole('button', { name: 'Volgende' }));
    expect(within(modal).getByRole('alert')).toHaveTextContent(
      'Kies op zijn minst 1 actie, of kies ervoor om helemaal geen actie te ondernemen.',
    );
    expect(testsServer.finished).toHaveLength(0);
  });

  it("'no action' clears and disables the actions, then saves without actions", async () => {
    const { user, store } = renderResult();
    await user.click(screen.getByRole('button', { name: 'Test afronden' }));
    const noAction = screen.getByRole('checkbox', { name: 'Ik wil geen actie ondernemen' });
    await user.click(noAction);
    const early = screen.getByRole('checkbox', { name: 'Ik ga een half uur eerder naar bed' });
    expect(early).not.toBeChecked();
    expect(early).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await screen.findByRole('button', { name: 'Download PDF' });
    expect(testsServer.finished).toHaveLength(1);
    expect(testsServer.finished[0]).toMatchObject({
      id: TEST_ID,
      actions: [],
      test_result: 'bad',
      contact_data: false,
      finished: true,
    });
    expect(store.getState().account.account?.finishedModules).toEqual([SLEEP_ID]);
    expect(store.getState().attempts.byModule[SLEEP_ID]).toBeUndefined();
  });

  it('shows the more-info of the chosen actions, then saves them; the PDF opens once', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { user, store } = renderResult();
    await user.click(screen.getByRole('button', { name: 'Test afronden' }));
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    const modal = screen.getByRole('dialog', { name: 'Meer over jouw acties' });
    expect(within(modal).getByText('Zet een wekker als herinnering.')).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Volgende' }));

    const pdf = await screen.findByRole('button', { name: 'Download PDF' });
    expect(testsServer.finished[0].actions).toEqual(['eerder_naar_bed']);
    await user.click(pdf);
    expect(open).toHaveBeenCalledTimes(1);
    const url = new URL(open.mock.calls[0][0] as string, 'http://localhost');
    expect(url.pathname).toBe('/api/test/result-pdf');
    expect(url.searchParams.get('test')).toBe(TEST_ID);
    expect(url.searchParams.get('selected_actions')).toBe('eerder_naar_bed');
    expect(open.mock.calls[0][1]).toBe('_blank');
    const used = screen.getByRole('button', { name: 'PDF gedownload' });
    expect(used).toBeDisabled();
    await user.click(used);
    expect(open).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Terug naar overzicht' }));
    expect(store.getState().moduleDialog.moduleId).toBeNull();
    open.mockRestore();
  });

  it('saves at once when the module offers no actions', async () => {
    const push = fitheid.module.slides[0].id;
    const { user } = renderResult(resultState(fitheid, [answer(push, { value: 20 })]));
    await user.click(screen.getByRole('button', { name: 'Test afronden' }));
    await screen.findByRole('button', { name: 'Download PDF' });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(testsServer.finished[0]).toMatchObject({
      module: FITHEID_ID,
      norm_results: [
        { name: 'push_ups', result: 'good' },
        { name: 'sprint', result: null },
      ],
    });
  });

  it('is not closed by a click outside it', async () => {
    const { user } = renderResult();
    await user.click(screen.getByRole('button', { name: 'Test afronden' }));
    const modal = screen.getByRole('dialog', { name: 'Test afronden' });
    await user.click(modal.parentElement as HTMLElement);
    expect(screen.getByRole('dialog', { name: 'Test afronden' })).toBeInTheDocument();
  });

  it('queues FINISH_TEST on the device when the request gets no answer, and counts the module as finished', async () => {
    testsServer.failWith = 'network';
    const { user, store } = renderResult();
    await user.click(screen.getByRole('button', { name: 'Test afronden' }));
    await user.click(screen.getByRole('checkbox', { name: 'Ik wil geen actie ondernemen' }));
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    // Issue 12 item 7: not 'opgeslagen' with a live PDF button while the result only waits in the queue.
    expect(await screen.findByRole('button', { name: 'PDF na opslaan' })).toBeDisabled();
    expect(screen.getByText(/wordt opgeslagen zodra er weer verbinding is/)).toBeInTheDocument();
    expect(screen.queryByText(/Je resultaat is opgeslagen/)).not.toBeInTheDocument();
    expect(store.getState().notifications.items).toEqual([
      expect.objectContaining({ header: 'Opgeslagen op dit apparaat' }),
    ]);
    const [queued] = store.getState().queue.items;
    expect(queued).toMatchObject({ type: 'FINISH_TEST', data: { id: TEST_ID, actions: [] } });
    expect(store.getState().connectivity.online).toBe(false);
    expect(store.getState().attempts.byModule[SLEEP_ID]).toBeUndefined();
    expect(store.getState().account.account?.finishedModules).toEqual([SLEEP_ID]);
    expect(testsServer.finished).toHaveLength(0);

    // Once the queue has delivered the finish, the PDF is offered.
    act(() => {
      store.dispatch(itemDelivered(queued.id));
    });
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
    expect(screen.getByText(/Je resultaat is opgeslagen/)).toBeInTheDocument();
  });

  it('keeps the test and offers a retry when the server refuses the result while online', async () => {
    testsServer.failWith = { status: 500, error: 'internal_error' };
    const { user, store } = renderResult();
    await user.click(screen.getByRole('button', { name: 'Test afronden' }));
    await user.click(screen.getByRole('checkbox', { name: 'Ik wil geen actie ondernemen' }));
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await screen.findByRole('button', { name: 'Opnieuw proberen' });
    expect(store.getState().attempts.byModule[SLEEP_ID]).toBeDefined();
    expect(store.getState().queue.items).toEqual([]);

    testsServer.failWith = null;
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(testsServer.finished).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });
});
