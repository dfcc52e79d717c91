// The result stage: header styled by the module result, the norm table when the module switches it on, result
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

  // Issue 23: the table followed a list of module names in the code; now the module switches it on.
  it('shows the norm table for any module that switches it on, and not for fitheid with the switch off', () => {
    const answers = [answer(pushUps.id, { value: 12 })];
    const meta = { age: 16, gender: 'male' as const };
    const renamed = {
      ...fitheid,
      module: { ...fitheid.module, name: 'conditie' },
      config: { ...fitheid.config, name: 'conditie' },
    };
    const { unmount } = renderWithProviders(<ModuleDialog />, { preloadedState: resultState(renamed, answers, meta) });
    expect(screen.getByRole('table', { name: 'Jouw scores' })).toBeInTheDocument();
    unmount();
    const off = { ...fitheid, module: { ...fitheid.module, show_norm_table: false } };
    renderWithProviders(<ModuleDialog />, { preloadedState: resultState(off, answers, meta) });
    expect(screen.getByRole('heading', { name: 'Blijf bewegen' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  // Issue 23: a result text could not show a computed value; placeholders render nl-NL, like the PDF.
  it('fills placeholders in a result text with the computed value and the norm value and rating', () => {
    const withPlaceholders = {
      module: {
        ...fitheid.module,
        result_texts: [
          {
            ...fitheid.module.result_texts[0],
            text: '<p>{{norm.push_ups}} push-ups ({{norm.push_ups.oordeel}}), {{half}} per serie</p>',
          },
        ],
      },
      config: { ...fitheid.config, computed: { half: 'q.push_ups / 8' } },
    };
    renderWithProviders(<ModuleDialog />, {
      preloadedState: resultState(withPlaceholders, [answer(pushUps.id, { value: 12 })], { age: 16, gender: 'male' }),
    });
    expect(screen.getByText('12 push-ups (Let op), 1,5 per serie')).toBeInTheDocument();
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

  // The topic form writes rich text now; older topics hold plain text, whose line breaks must survive.
  const withFurtherInfo = (furtherInfo: string) => ({
    ...sleep,
    module: {
      ...sleep.module,
      topic: { ...sleep.module.topic, contactData: { ...sleep.module.topic.contactData!, furtherInfo } },
    },
  });
  const openContact = async (furtherInfo: string) => {
    const { user } = renderWithProviders(<ModuleDialog />, {
      preloadedState: resultState(withFurtherInfo(furtherInfo), [answer(sleepSlide.slaapuren.id, { value: 9 })]),
    });
    await user.click(screen.getByRole('button', { name: 'Hulp van school nodig?' }));
    return screen.getByRole('dialog', { name: 'Hulp van school' });
  };

  it('shows rich further info as sanitised html, with links that open outside', async () => {
    const modal = await openContact(
      '<p>Loop <strong>gerust</strong> binnen of kijk op <a href="https://jellinek.nl">jellinek.nl</a>.</p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 1">',
    );
    expect(within(modal).getByText('gerust').tagName).toBe('STRONG');
    expect(within(modal).getByRole('link', { name: 'jellinek.nl' })).toHaveAttribute('target', '_blank');
    expect(modal.querySelector('script, img')).toBeNull();
  });

  it('keeps the line breaks of plain further info and shows its signs as text', async () => {
    const modal = await openContact('Bel gerust.\nOok in de vakantie.\n\nR&D <3 jou');
    const html = modal.querySelector('.md-contact .md-html')!.innerHTML;
    expect(html).toBe('<p>Bel gerust.<br>Ook in de vakantie.</p><p>R&amp;D &lt;3 jou</p>');
  });
});
