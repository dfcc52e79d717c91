// The module editor against msw: the list, editing with undo/redo and a save that carries If-Match,
// a colleague's newer save (409) shown side by side and merged, a move with the buttons through the
// move route, the question before leaving with unsaved edits, the rule checker and publishing.
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderManagement, currentLocation } from '../render';
import { server, session, setupManagementServer, staff } from '../mocks/server';
import { model, moduleHandlers, resetModel } from './moduleMocks';

jest.mock('../../../../src/management/app/navigateAway', () => ({ navigateAway: jest.fn() }));
// The whole editor (TipTap, dnd-kit) renders in jsdom: on a loaded two-core machine one test took over 30 s.
jest.setTimeout(90_000);

setupManagementServer();

beforeEach(() => {
  session.account = staff.admin();
  resetModel();
  server.use(...moduleHandlers);
});

const titleField = () =>
  within(screen.getByRole('region', { name: 'Module' })).getByRole('textbox', { name: /^Titel/ });

describe('Modules', () => {
  it('lists the modules with topic, published version and draft state, for admins only', async () => {
    renderManagement('/beheer/modules');
    const link = await screen.findByRole('link', { name: 'Slaap' });
    const row = link.closest('tr')!;
    expect(within(row).getByText('versie 1', { exact: false })).toBeInTheDocument();
    expect(within(row).getByText('Gelijk aan gepubliceerd')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Exporteren: inhoudsbestand van Slaap' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/api\/module\/3\/export$/),
    );
    expect(screen.getByRole('link', { name: 'Modules' })).toBeInTheDocument();
  });

  it('is not in the menu of a school manager', async () => {
    session.account = staff.schoolManager();
    renderManagement('/beheer/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Modules' })).not.toBeInTheDocument();
  });

  it('edits, undoes, redoes and saves with the revision in If-Match', async () => {
    const { user } = renderManagement('/beheer/modules/3');
    await screen.findByRole('heading', { level: 1, name: 'Slaap' });
    await user.clear(titleField());
    await user.type(titleField(), 'Slaap en rust');
    expect(screen.getByText('Niet opgeslagen wijzigingen')).toBeInTheDocument();
    // Typing in one field is one edit: a single undo takes back the whole change.
    await user.click(screen.getByRole('button', { name: /^Ongedaan maken/ }));
    expect(titleField()).toHaveValue('Slaap');
    expect(screen.getByText('Alles opgeslagen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Opnieuw' }));
    expect(titleField()).toHaveValue('Slaap en rust');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByText('Opgeslagen.');
    const save = model.sent.find((s) => s.method === 'POST' && s.url === '/api/module/3')!;
    expect(save.ifMatch).toBe('"1"');
    expect((save.body as { document: { module: { title: string } } }).document.module.title).toBe('Slaap en rust');
    expect(model.drafts.get(3)!.revision).toBe(2);
    expect(screen.getByText('Alles opgeslagen')).toBeInTheDocument();
  });

  it('shows a colleague’s newer save beside the typed text and saves the chosen mix on their revision', async () => {
    const { user } = renderManagement('/beheer/modules/3');
    await screen.findByRole('heading', { level: 1, name: 'Slaap' });
    // A colleague saves a new title meanwhile.
    const colleague = model.drafts.get(3)!;
    model.drafts.set(3, {
      ...colleague,
      revision: 2,
      edited: { at: '2026-11-26T09:15:00Z', by: 'collega@demo.nl' },
      document: { ...colleague.document, module: { ...colleague.document.module, title: 'Slapen (collega)' } },
    });
    await user.clear(titleField());
    await user.type(titleField(), 'Mijn slaap');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    const conflict = await screen.findByRole('region', { name: 'Een collega heeft deze module gewijzigd' });
    expect(within(conflict).getByText(/collega@demo\.nl/)).toBeInTheDocument();
    expect(within(conflict).getByRole('radio', { name: 'Jouw tekst houden: Titel' })).toBeChecked();
    expect(within(conflict).getByText('Mijn slaap')).toBeInTheDocument();
    expect(within(conflict).getByText('Slapen (collega)')).toBeInTheDocument();
    await user.click(within(conflict).getByRole('button', { name: 'Keuze opslaan' }));
    await screen.findByText('Opgeslagen.');
    const saves = model.sent.filter((s) => s.url === '/api/module/3');
    expect(saves.map((s) => s.ifMatch)).toEqual(['"1"', '"2"']);
    expect(model.drafts.get(3)!.document.module.title).toBe('Mijn slaap');
  });

  it('moves a slide with the buttons through the move route, and tells where it went', async () => {
    resetModel(true);
    const { user } = renderManagement('/beheer/modules/3');
    await screen.findByRole('heading', { level: 1, name: 'Slaap' });
    const slides = screen.getByRole('list', { name: 'Dia’s' });
    const first = within(slides).getAllByRole('listitem')[0];
    const down = within(first).getByRole('button', { name: /^Omlaag: Dia 1/ });
    expect(within(first).getByRole('button', { name: /^Omhoog: Dia 1/ })).toHaveAttribute('aria-disabled', 'true');
    const name = model.drafts.get(3)!.document.module.slides[0].name;
    await user.click(down);
    await waitFor(() => expect(model.drafts.get(3)!.document.module.slides[1].name).toBe(name));
    const move = model.sent.find((s) => s.url.startsWith('/api/slide/'))!;
    expect(move).toMatchObject({ url: '/api/slide/3001/move/1', ifMatch: '"1"' });
    expect(await screen.findByText(/staat nu op positie 2 van/)).toBeInTheDocument();
    // The editor re-read the draft: nothing is left unsaved.
    await waitFor(() => expect(screen.getByText('Alles opgeslagen')).toBeInTheDocument());
  });

  it('asks before a link leaves unsaved edits, and stays when asked to', async () => {
    const { user } = renderManagement('/beheer/modules/3');
    await screen.findByRole('heading', { level: 1, name: 'Slaap' });
    await user.type(titleField(), '!');
    await user.click(screen.getByRole('link', { name: '← Alle modules' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Wijzigingen niet opgeslagen' });
    await user.click(within(dialog).getByRole('button', { name: 'Blijven' }));
    expect(currentLocation()).toBe('/modules/3');
    expect(titleField()).toHaveValue('Slaap!');
    // The editor's own tabs are no leaving.
    await user.click(screen.getByRole('link', { name: 'Versies' }));
    expect(currentLocation()).toBe('/modules/3/versies');
    expect(screen.queryByText('Wijzigingen niet opgeslagen')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Scholen' }));
    // (Text queries: role queries over the whole editor are slow in jsdom.)
    await user.click(await screen.findByText('Pagina verlaten'));
    await waitFor(() => expect(currentLocation()).toBe('/scholen'));
  });

  it('explains in the rule checker what the answers give and saves them as an example', async () => {
    const { user } = renderManagement('/beheer/modules/3/controle');
    await screen.findByRole('heading', { name: 'Uitkomst en waarom' });
    expect(screen.getByText(/^Resultaat:/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Naam van het voorbeeld' }), 'Niets ingevuld');
    await user.click(screen.getByRole('button', { name: 'Voorbeeld opslaan met deze uitkomst' }));
    await screen.findByText(/Voorbeeld ‘Niets ingevuld’ is opgeslagen/);
    const sent = model.sent.find((s) => s.url === '/api/module/3/examples')!.body as { expected: { result: string } };
    expect(sent.expected.result).toEqual(expect.any(String));
  });

  it('publishes, and puts a refusal’s message next to the field it names', async () => {
    const { user } = renderManagement('/beheer/modules/3');
    await screen.findByRole('heading', { level: 1, name: 'Slaap' });
    await user.clear(titleField());
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByText('Opgeslagen.');
    await user.click(screen.getByRole('link', { name: 'Versies' }));
    await user.click(await screen.findByRole('button', { name: 'Publiceren' }));
    expect(await screen.findByText('De titel is leeg.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Inhoud' }));
    expect(titleField()).toHaveAccessibleDescription(expect.stringContaining('De titel is leeg.'));
    await user.type(titleField(), 'Slaap');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByText('Opgeslagen.');
    await user.click(screen.getByRole('link', { name: 'Versies' }));
    await user.click(await screen.findByRole('button', { name: 'Publiceren' }));
    expect(await screen.findByText('Gepubliceerd als versie 2.')).toBeInTheDocument();
    await act(async () => undefined);
  });

  it('compares by keyboard right after publishing: the new version list neither drops the focus nor the comparison', async () => {
    // The version list that follows the publish arrives only when the test lets it.
    let releaseList = () => undefined as void;
    const listed = new Promise<void>((resolve) => (releaseList = resolve));
    const compared: string[] = [];
    server.use(
      http.get('/api/module/:id/versions', async () => {
        const newest = model.published.get(3)!;
        if (newest > 1) await listed;
        const items = Array.from({ length: newest }, (_, i) => newest - i).map((version) => ({
          version,
          title: 'Slaap',
          published: { at: '2026-11-20T10:00:00Z', by: 'admin@demo.nl' },
          restoredFrom: null,
          testCount: 0,
          current: version === newest,
        }));
        return HttpResponse.json({ id: 3, items });
      }),
      http.get('/api/module/:id/versions/:a/compare/:b', ({ params }) => {
        compared.push(`${String(params.a)}:${String(params.b)}`);
        return HttpResponse.json({
          id: 3,
          a: params.a,
          b: params.b,
          changes: [
            {
              kind: 'slide',
              change: 'changed',
              label: 'dia "slaap_uren"',
              fields: ['text'],
              before: { name: 'slaap_uren', text: 'Hoeveel uur slaap je?', options: [] },
              after: { name: 'slaap_uren', text: 'Hoeveel uur slaap jij?', options: [] },
              pathBefore: '/module/slides/0',
              pathAfter: '/module/slides/0',
            },
            {
              kind: 'slide',
              change: 'moved',
              label: 'dia "cafeine"',
              fields: ['positie'],
              before: { name: 'cafeine', text: 'Drink je koffie?' },
              after: { name: 'cafeine', text: 'Drink je koffie?' },
              pathBefore: '/module/slides/5',
              pathAfter: '/module/slides/2',
            },
          ],
        });
      }),
    );
    const { user } = renderManagement('/beheer/modules/3/versies');
    const compareA = await screen.findByRole('combobox', { name: 'Vergelijk' });
    const compareB = screen.getByRole('combobox', { name: 'met' });
    expect([compareA, compareB].map((s) => (s as HTMLSelectElement).value)).toEqual(['1', 'draft']);
    await user.click(screen.getByRole('button', { name: 'Publiceren' }));
    await screen.findByText('Gepubliceerd als versie 2.');
    const run = screen.getByRole('button', { name: 'Vergelijken' });
    run.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('table', { name: /verschillen/ })).toBeInTheDocument();
    // Now the list with version 2 arrives: the same view, the same focus, the comparison still there,
    // and the choice stays the pair it compares (the table's columns say what the boxes say).
    await act(async () => releaseList());
    await waitFor(() => expect(screen.getAllByRole('row', { name: /Versie 2/ }).length).toBeGreaterThan(0));
    expect(screen.getByRole('button', { name: 'Vergelijken' })).toHaveFocus();
    expect(screen.getByRole('table', { name: /verschillen/ })).toBeInTheDocument();
    expect([compareA, compareB].map((s) => (s as HTMLSelectElement).value)).toEqual(['1', 'draft']);
    expect(screen.getByRole('columnheader', { name: 'Concept' })).toBeInTheDocument();
    await user.selectOptions(compareB, '2');
    // Another pair picked: the comparison of the old pair is not shown under it.
    expect(screen.queryByRole('table', { name: /verschillen/ })).not.toBeInTheDocument();
    screen.getByRole('button', { name: 'Vergelijken' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(compared).toEqual(['1:draft', '1:2']));
    const table = screen.getByRole('table', { name: /verschillen/ });
    // Side by side, only what changed: the changed field of a slide, the position of a moved one; each
    // cell names its version (the label a phone shows above it).
    const [changed, moved] = within(table).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => [cell.getAttribute('data-label'), cell.textContent]);
    expect(cells(changed)).toEqual([
      ['Versie 1', 'text: Hoeveel uur slaap je?'],
      ['Versie 2', 'text: Hoeveel uur slaap jij?'],
    ]);
    expect(cells(moved)).toEqual([
      ['Versie 1', 'positie 6'],
      ['Versie 2', 'positie 3'],
    ]);
  });
});
