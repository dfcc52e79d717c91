// Handleidingen and Veelgestelde vragen in the management site: in the menu of every staff role, a
// page per manual, screenshots linked, the FAQ filtered as you type (with a Dutch "nothing found"),
// and a question's own address opening and focusing it.
import { screen, waitFor, within } from '@testing-library/react';
import { MANUALS } from '../../../src/management/features/help/manuals';
import { searchFaq } from '../../../src/management/features/help/faqSearch';
import { FAQ } from '../../../src/management/features/help/faqItems';
import { currentLocation, renderManagement } from './render';
import { session, setupManagementServer, staff } from './mocks/server';

jest.mock('../../../src/management/app/navigateAway', () => ({ navigateAway: jest.fn() }));
jest.setTimeout(20_000);

setupManagementServer();

describe('help in the management menu', () => {
  it.each(['superAdmin', 'admin', 'schoolManager', 'locationManager'] as const)(
    'offers Handleidingen and Veelgestelde vragen to a %s',
    async (role) => {
      session.account = staff[role]();
      renderManagement('/beheer/');
      const nav = within(await screen.findByRole('navigation', { name: 'Beheermenu' }));
      expect(nav.getByRole('link', { name: 'Handleidingen' })).toHaveAttribute('href', '/beheer/handleidingen');
      expect(nav.getByRole('link', { name: 'Veelgestelde vragen' })).toHaveAttribute('href', '/beheer/vragen');
    },
  );
});

describe('Handleidingen', () => {
  beforeEach(() => {
    session.account = staff.locationManager();
  });

  it('lists every manual and opens one as its own page with its steps and screenshots', async () => {
    const { user } = renderManagement('/beheer/handleidingen');
    await screen.findByRole('heading', { level: 1, name: 'Handleidingen' });
    expect(MANUALS.length).toBeGreaterThanOrEqual(6);
    for (const manual of MANUALS) expect(screen.getByRole('link', { name: manual.title })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Leerlingen importeren uit Magister of SOMtoday' }));
    await screen.findByRole('heading', { level: 1, name: 'Leerlingen importeren uit Magister of SOMtoday' });
    expect(currentLocation()).toBe('/handleidingen/leerlingen-importeren');
    expect(screen.getByRole('heading', { level: 2, name: 'Wat leerlingen ontvangen' })).toBeInTheDocument();
    const shot = screen.getByRole('img', { name: /voorbeeld van een import/ });
    expect(shot).toHaveAttribute('src', '/beheer/help/import-voorbeeld-1280.png');
    expect(screen.getByRole('link', { name: 'Schermafbeelding op een telefoon openen' })).toHaveAttribute(
      'href',
      '/beheer/help/import-voorbeeld-375.png',
    );
  });

  it('says so for an address that is no manual', async () => {
    renderManagement('/beheer/handleidingen/bestaat-niet');
    await screen.findByText('Deze handleiding bestaat niet (meer).');
    expect(screen.getByRole('link', { name: /Alle handleidingen/ })).toHaveAttribute('href', '/beheer/handleidingen');
  });
});

describe('Veelgestelde vragen', () => {
  beforeEach(() => {
    session.account = staff.schoolManager();
  });

  it('filters the questions as you type and says "Geen vragen gevonden" when none match', async () => {
    const { user } = renderManagement('/beheer/vragen');
    const search = await screen.findByRole('searchbox', { name: 'Zoek in de vragen' });
    const questions = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(questions()).toHaveLength(FAQ.length);
    await user.type(search, 'wachtwoord');
    const shown = questions();
    expect(shown).toContain('Een leerling is zijn wachtwoord vergeten. Wat nu?');
    expect(shown).not.toContain('Welke browsers en telefoons werken?');
    await user.clear(search);
    await user.type(search, 'zeppelin');
    expect(screen.getByText(/Geen vragen gevonden/)).toHaveAttribute('role', 'status');
    expect(questions()).toEqual([]);
  });

  it('opens a question by click and by keyboard', async () => {
    const { user } = renderManagement('/beheer/vragen');
    const question = await screen.findByRole('button', { name: 'Werkt het zonder internet?' });
    expect(screen.queryByText(/Afgeronde en overgeslagen modules wachten/)).not.toBeVisible();
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Afgeronde en overgeslagen modules wachten/)).toBeVisible();
    question.focus();
    await user.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens and focuses the question its own address names', async () => {
    renderManagement('/beheer/vragen/antwoorden-inzien');
    const question = await screen.findByRole('button', { name: 'Kan een docent de antwoorden van een leerling zien?' });
    expect(question).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(question).toHaveFocus());
    expect(screen.getByText(/Geen docent, coördinator of beheerder ziet de antwoorden/)).toBeVisible();
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
  });
});

describe('searchFaq', () => {
  it('needs every word, ignores case and accents, and searches the answers too', () => {
    expect(searchFaq(FAQ, '').length).toBe(FAQ.length);
    expect(searchFaq(FAQ, 'IMPORT ontbreekt').map((f) => f.slug)).toEqual(['leerling-ontbreekt']);
    expect(searchFaq(FAQ, 'coordinator').map((f) => f.slug)).toContain('antwoorden-inzien');
    expect(searchFaq(FAQ, 'safari').map((f) => f.slug)).toEqual(['browsers-en-telefoons']);
    expect(searchFaq(FAQ, 'safari wachtwoord')).toEqual([]);
  });
});
