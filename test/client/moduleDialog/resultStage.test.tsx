// The result stage: header styled by the module result, the norm table only for fitheid, result
// texts in the engine's order, and the contact help only when the topic has contact data.
import { screen, within } from '@testing-library/react';
import { ModuleDialog } from '../../../src/features/moduleDialog/components/ModuleDialog';
import { answer, fitheid, sleep, sleepSlide } from '../fixtures/dialogModules';
import { resultState } from '../finish/resultState';
import { renderWithProviders } from '../renderWithProviders';

beforeEach(() => {
  window.scrollTo = jest.fn();
  localStorage.clear();
});

const [pushUps, sprint] = fitheid.module.slides;
const vaak = sleepSlide.schermtijd.options[2].id;

describe('result stage', () => {
  it('shows the norm table for fitheid with nl-NL values and Dutch ratings', () => {
    renderWithProviders(<ModuleDialog />, {
      preloadedState: resultState(fitheid, [answer(pushUps.id, { value: 12 }), answer(sprint.id, { value: 16.5 })], {
        age: 16,
        gender: 'male',
      }),
    });
    const heading = screen.getByRole('heading', { level: 1, name: 'Jouw lifestyle reality check' });
    expect(heading.closest('header')).toHaveClass('md-result__header--warning');
    const rows = within(screen.getByRole('table', { name: 'Jouw scores' }))
      .getAllByRole('row')
      .slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['12', 'Let op'],
      ['16,5', 'Onvoldoende'],
    ]);
    expect(within(rows[0]).getByRole('rowheader')).toHaveTextContent('Push-ups');
    expect(within(rows[1]).getByText('Onvoldoende')).toHaveClass('md-rating--bad');
    expect(screen.getByRole('heading', { name: 'Blijf bewegen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hulp van school nodig?' })).not.toBeInTheDocument();
  });

  it('leaves the norm table out for other modules and lists result texts in order', () => {
    renderWithProviders(<ModuleDialog />, {
      preloadedState: resultState(sleep, [
        answer(sleepSlide.schermtijd.id, { options: [vaak] }),
        answer(sleepSlide.slaapuren.id, { value: 6 }),
      ]),
    });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).closest('header')).toHaveClass('md-result__header--bad');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Je slaapt te weinig',
      'Leg je telefoon weg',
    ]);
    const image = sleep.module.result_texts[0].info_image;
    expect(document.querySelector('.md-result__image')).toHaveAttribute(
      'src',
      `/image/${image?.id}/600/auto/${image?.modified}`,
    );
  });

  it('opens the contact modal with name, department, mail and phone links and further info', async () => {
    const { user, store } = renderWithProviders(<ModuleDialog />, {
      preloadedState: resultState(sleep, [answer(sleepSlide.slaapuren.id, { value: 9 })]),
    });
    await user.click(screen.getByRole('button', { name: 'Hulp van school nodig?' }));
    const modal = screen.getByRole('dialog', { name: 'Hulp van school' });
    expect(within(modal).getByText('Mevrouw De Vries')).toBeInTheDocument();
    expect(within(modal).getByText('Zorgcoördinator')).toBeInTheDocument();
    expect(within(modal).getByRole('link', { name: 'zorg@school.example' })).toHaveAttribute(
      'href',
      'mailto:zorg@school.example',
    );
    expect(within(modal).getByRole('link', { name: '010 - 123 45 67' })).toHaveAttribute('href', 'tel:0101234567');
    expect(within(modal).getByText('Spreekuur elke dinsdag in lokaal 1.12.')).toBeInTheDocument();
    expect(store.getState().moduleDialog.contactOpened).toBe(true);
    await user.click(within(modal).getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('dialog', { name: 'Hulp van school' })).not.toBeInTheDocument();
  });
});
