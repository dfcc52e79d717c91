// Overview tiles (spec "Module overview tiles").
import { screen, within } from '@testing-library/react';
import { ModuleOverview } from '../../../src/features/overview/components/ModuleOverview';
import { makeAccount } from '../fixtures/account';
import { makeModule, makeSlide } from '../fixtures/modules';
import { renderWithProviders } from '../renderWithProviders';
import { loggedInWithData } from '../state';

const composite = makeSlide({
  id: 2,
  name: 'slaap',
  composite: true,
  sub_questions: [
    { id: 21, name: 'doordeweeks', question: 2 },
    { id: 22, name: 'weekend', question: 2 },
    { id: 23, name: 'vakantie', question: 2 },
  ],
});
const info = makeSlide({ id: 3, name: 'uitleg', category: 'info_slide', type: null });

const modules = [
  makeModule({
    id: 1,
    title: 'Beweging',
    slides: [makeSlide(), composite, info],
    info_link: 'https://www.example.org/beweging',
  }),
  makeModule({ id: 2, name: 'alcohol', title: 'Alcohol', topic: { ...makeModule().topic, status: 'mandatory' } }),
  makeModule({ id: 3, name: 'roken', title: 'Roken', topic: { ...makeModule().topic, status: 'disabled' } }),
  makeModule({ id: 4, name: 'voeding', title: 'Voeding' }),
];

function renderOverview(onOpen?: (id: number) => void) {
  const account = makeAccount({ finishedModules: [4] });
  const state = loggedInWithData(account, { modules, module_configs: [] });
  return renderWithProviders(<ModuleOverview onOpenModule={onOpen} />, { preloadedState: state });
}

function tile(title: string) {
  return screen.getByRole('heading', { name: new RegExp(`^${title}`) }).closest('li')!;
}

describe('module tiles', () => {
  it('counts question slides, composite slides by their sub-questions, and shows the optional badge', () => {
    renderOverview();
    const beweging = within(tile('Beweging'));
    expect(beweging.getByText('4 vragen')).toBeInTheDocument();
    expect(beweging.getByText('Vrijwillig')).toBeInTheDocument();
    // The aria-label replaces the hidden '(opent in een nieuw venster)' text, so it must say it too.
    const link = beweging.getByRole('link', { name: 'Meer informatie over Beweging (opent in een nieuw venster)' });
    expect(link).toHaveAttribute('target', '_blank');
  });

  it("marks mandatory modules with '*' and 'Verplicht'", () => {
    renderOverview();
    const heading = screen.getByRole('heading', { name: /^Alcohol/ });
    expect(heading).toHaveTextContent('Alcohol *');
    expect(within(tile('Alcohol')).getByText('Verplicht')).toBeInTheDocument();
    expect(within(tile('Alcohol')).getByText('1 vraag')).toBeInTheDocument();
  });

  it("shows 'Uitgeschakeld' and no open button for disabled modules", () => {
    renderOverview(jest.fn());
    const roken = within(tile('Roken'));
    expect(roken.getByText('Uitgeschakeld')).toBeInTheDocument();
    expect(roken.queryByRole('button')).not.toBeInTheDocument();
  });

  it("shows 'Voltooid' and 'Opnieuw maken' for finished modules", async () => {
    const onOpen = jest.fn();
    const { user } = renderOverview(onOpen);
    const voeding = within(tile('Voeding'));
    expect(voeding.getByText('Voltooid')).toBeInTheDocument();
    await user.click(voeding.getByRole('button', { name: 'Opnieuw maken: Voeding' }));
    expect(onOpen).toHaveBeenCalledWith(4);
  });

  it('opens a module with its id and shows the topic icon as decoration', async () => {
    const onOpen = jest.fn();
    const { user } = renderOverview(onOpen);
    await user.click(within(tile('Beweging')).getByRole('button', { name: 'Start: Beweging' }));
    expect(onOpen).toHaveBeenCalledWith(1);
    const icon = tile('Beweging').querySelector('img')!;
    expect(icon).toHaveAttribute('alt', '');
    expect(icon).toHaveAttribute('src', '/image/7/360/auto/1700000000');
    expect(icon.getAttribute('srcset')).toContain('/image/7/1600/auto/1700000000 1600w');
  });

  it('names each tile button by its visible word first, then the module (WCAG 2.5.3, label in name)', () => {
    renderOverview(jest.fn());
    for (const title of ['Beweging', 'Voeding']) {
      const button = within(tile(title)).getByRole('button');
      expect(button).toHaveAccessibleName(`${button.textContent}: ${title}`);
    }
  });
});
