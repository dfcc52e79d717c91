// The start and slides stages as a student meets them: count, sanitised start text, counter with
// ranges, progress bar, sidebar media, validation warning, skip on the first slide, debug names.
import { act, screen, waitFor, within } from '@testing-library/react';
import { ConfirmHost } from '../../../src/features/confirm/components/ConfirmHost';
import { ModuleDialog } from '../../../src/features/moduleDialog/components/ModuleDialog';
import { openModule } from '../../../src/features/moduleDialog/moduleDialogActions';
import { answer, SLEEP_ID, sleep, sleepSlide } from '../fixtures/dialogModules';
import { server, setupMockServer } from '../mocks/server';
import { testsHandlers, testsServer } from '../mocks/tests';
import { renderWithProviders } from '../renderWithProviders';
import { dialogState } from './dialogState';

setupMockServer();
beforeEach(() => {
  server.use(...testsHandlers);
  testsServer.reset();
  window.scrollTo = jest.fn();
  localStorage.clear();
  window.history.replaceState({}, '', '/');
});

function renderOpen(state = dialogState()) {
  const view = renderWithProviders(
    <>
      <ModuleDialog />
      <ConfirmHost />
    </>,
    { preloadedState: state },
  );
  act(() => {
    view.store.dispatch(openModule(SLEEP_ID));
  });
  return view;
}

const { icon } = sleep.module.topic;

describe('start stage', () => {
  it('shows title, question count (composites count their sub-questions) and sanitised start text', async () => {
    const { container } = renderOpen();
    const dialog = await screen.findByRole('dialog', { name: 'Slaap' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'Slaap' })).toHaveFocus();
    expect(screen.getByText('5 vragen')).toBeInTheDocument();
    expect(screen.getByText('Hoe slaap jij?')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
  });
});

describe('slides stage', () => {
  it('starts on the age slide: Vorige disabled, skip offered, warning when Next is pressed empty', async () => {
    const { user } = renderOpen();
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(screen.getByRole('button', { name: 'Vorige' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Vragenlijst overslaan' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Voortgang' })).toHaveAttribute('aria-valuenow', '1');

    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Geef aan wat je leeftijd is');
    await user.click(screen.getByLabelText('16 jaar'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volgende' }));

    // The info slide: its text and more-info in the main column, no counter, no skip button.
    expect(screen.getByRole('heading', { name: 'Over slaap' })).toBeInTheDocument();
    // The main column is a group named by the slide's text (aria-labelledby needs a role that takes a name).
    expect(screen.getByRole('group', { name: 'Over slaap' })).toContainElement(
      screen.getByText('Tieners hebben 8 tot 10 uur slaap nodig.'),
    );
    expect(screen.getByText('Tieners hebben 8 tot 10 uur slaap nodig.')).toBeInTheDocument();
    expect(screen.queryByText(/^Vraag \d/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vragenlijst overslaan' })).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
  });

  it('counts composite slides as a range and shows the sidebar media', async () => {
    const state = dialogState({
      tests: {
        [SLEEP_ID]: {
          id: 'f0f0f0f0-0000-4000-8000-000000000000',
          module: SLEEP_ID,
          answers: [
            answer(sleepSlide.schermtijd.id, { options: [sleepSlide.schermtijd.options[1].id] }),
            answer(sleepSlide.slaapuren.id, { value: 9 }),
          ],
          meta: { age: 16, gender: null },
          computed: {},
          finished: false,
          updatedAt: Date.now(),
        },
      },
    });
    const { user } = renderOpen(state);
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await user.click(screen.getByRole('button', { name: 'Volgende' })); // age is restored
    await user.click(screen.getByRole('button', { name: 'Volgende' })); // info slide
    expect(screen.getByText('Vraag 1 van 5')).toBeInTheDocument();
    const sidebar = screen.getByRole('complementary', { name: 'Meer informatie' });
    expect(within(sidebar).getByText('Blauw licht houdt je wakker.')).toBeInTheDocument();
    const images = sidebar.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('src', `/image/${icon?.id}/360/auto/${icon?.modified}`);
    const info = sleepSlide.schermtijd.info_image;
    expect(images[1]).toHaveAttribute('src', `/image/${info?.id}/600/auto/${info?.modified}`);
    expect(screen.getByLabelText('Soms')).toBeChecked(); // the saved answer is restored

    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(screen.getByText('Vraag 2 van 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(screen.getByText('Vraag 3-4 van 5')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '5');
  });

  it('jumps with the pager, stopping at the first unanswered question', async () => {
    const { user, store } = renderOpen();
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await user.click(screen.getByLabelText('16 jaar'));
    await user.type(screen.getByLabelText('Naar vraag'), '99');
    await user.click(screen.getByRole('button', { name: 'Ga' }));
    // Clamped to the last question, but the walk stops at 'schermtijd', which has no answer yet;
    // the jump field empties on the new slide.
    expect(screen.getByLabelText('Naar vraag')).toHaveValue(null);
    expect(store.getState().attempts.byModule[SLEEP_ID].meta.age).toBe(16);
    expect(screen.getByRole('heading', { name: 'Kijk je in bed nog op je telefoon?' })).toBeInTheDocument();
    expect(screen.getByText('Vraag 1 van 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vorige' }));
    await user.click(screen.getByRole('button', { name: 'Vorige' }));
    expect(screen.getByLabelText('16 jaar')).toBeChecked();
  });

  // Issue 12 item 10: the pager counted slides (info and age slides too), so page 7 read 'Vraag 6
  // van 7', and its jump field kept a number typed on another slide.
  it('numbers the pager as the counter does (a composite slide a range) and empties the jump field on a new slide', async () => {
    const state = dialogState({
      tests: {
        [SLEEP_ID]: {
          id: 'f0f0f0f0-0000-4000-8000-000000000000',
          module: SLEEP_ID,
          answers: [
            answer(sleepSlide.schermtijd.id, { options: [sleepSlide.schermtijd.options[1].id] }),
            answer(sleepSlide.slaapuren.id, { value: 9 }),
          ],
          meta: { age: 16, gender: null },
          computed: {},
          finished: false,
          updatedAt: Date.now(),
        },
      },
    });
    const { user } = renderOpen(state);
    const pager = () => screen.getByRole('navigation', { name: 'Ga naar vraag' });
    const current = () =>
      within(pager())
        .queryAllByRole('button', { name: /huidige vraag$/ })
        .map((button) => button.textContent);
    const counter = () => screen.queryByText(/^Vraag \d/)?.textContent ?? null;
    const jumpField = () => screen.getByLabelText('Naar vraag');

    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(
      within(pager())
        .getAllByRole('button', { name: /^Vraag \d/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    const seen: [string | null, (string | null)[]][] = [];
    for (let step = 0; step < 5; step += 1) {
      seen.push([counter(), current()]);
      await user.click(screen.getByRole('button', { name: 'Volgende' }));
    }
    seen.push([counter(), current()]);
    expect(seen).toEqual([
      [null, []], // age
      [null, []], // info
      ['Vraag 1 van 5', ['1']],
      ['Vraag 2 van 5', ['2']],
      ['Vraag 3-4 van 5', ['3', '4']],
      ['Vraag 3-4 van 5', ['3', '4']], // unanswered: Volgende warns and stays
    ]);
    expect(within(pager()).getByRole('button', { name: 'Vraag 3, huidige vraag' })).toHaveAttribute(
      'aria-current',
      'step',
    );

    // A number typed but not used does not outlive the slide.
    await user.type(jumpField(), '5');
    await user.click(screen.getByRole('button', { name: 'Vorige' }));
    expect(counter()).toBe('Vraag 2 van 5');
    expect(jumpField()).toHaveValue(null);

    // Jumping to question 4 opens the slide that holds it.
    await user.type(jumpField(), '4');
    await user.click(screen.getByRole('button', { name: 'Ga' }));
    expect(counter()).toBe('Vraag 3-4 van 5');
    expect(jumpField()).toHaveValue(null);
    await user.click(within(pager()).getByRole('button', { name: 'Vraag 1' }));
    expect(counter()).toBe('Vraag 1 van 5');
    expect(current()).toEqual(['1']);
  });

  it('skips the module after confirmation', async () => {
    const { user, store } = renderOpen();
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await user.click(screen.getByRole('button', { name: 'Vragenlijst overslaan' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent('Weet je zeker dat je deze vragenlijst wilt overslaan?');
    await user.click(within(confirm).getByRole('button', { name: 'Overslaan' }));
    await waitFor(() => expect(store.getState().moduleDialog.moduleId).toBeNull());
    expect(testsServer.skipped).toEqual([SLEEP_ID]);
    const state = store.getState();
    expect(state.moduleDialog.moduleId).toBeNull();
    expect(state.account.account?.skippedModules).toEqual([SLEEP_ID]);
    expect(state.attempts.byModule[SLEEP_ID]).toBeUndefined();
    expect(state.notifications.items).toEqual([
      expect.objectContaining({ type: 'success', header: 'Onderwerp overgeslagen' }),
    ]);
  });

  it('shows slide names with the debug query parameter', async () => {
    window.history.replaceState({}, '', '/?debug');
    const { user } = renderOpen();
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(screen.getByText('Slide: pre-slide')).toBeInTheDocument();
  });
});
