// Renaming in the module editor (issue 33): a slide's name or an option's value is applied when the field
// is left (or Enter is pressed) through src/rules/rename.ts, so every expression that names it changes in
// the same edit (one undo step) and the field says where; when a place cannot follow with certainty,
// nothing changes and the places are listed under the field.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderManagement } from '../render';
import { session, server, setupManagementServer, staff } from '../mocks/server';
import { model, moduleHandlers, resetModel } from './moduleMocks';
import { blankOutcome } from '../../../fixtures/exampleOutcome';

jest.mock('../../../../src/management/app/navigateAway', () => ({ navigateAway: jest.fn() }));
// The whole editor (TipTap, dnd-kit) renders in jsdom: on a loaded two-core machine one test took over 30 s.
jest.setTimeout(90_000);

setupManagementServer();

beforeEach(() => {
  session.account = staff.admin();
  // With element ids, as the server's drafts have them (a slide stays the same item when renamed).
  resetModel(true);
  server.use(...moduleHandlers);
});

/** The Slaap module's slide `n` (1-based) opened for editing. */
async function openSlide(n: number) {
  const rendered = renderManagement('/beheer/modules/3');
  await screen.findByRole('heading', { level: 1, name: 'Slaap' });
  await rendered.user.click(screen.getByRole('button', { name: new RegExp(`^Bewerken: Dia ${n}\\b`) }));
  const slide = within(screen.getByRole('list', { name: 'Dia’s' })).getAllByRole('listitem')[n - 1];
  return { ...rendered, slide };
}

const savedDocument = () => model.drafts.get(3)!.document;

describe('renaming in the editor', () => {
  it('renames a slide and every expression that reads it, as one edit that undo takes back', async () => {
    const { user, slide } = await openSlide(3);
    const name = within(slide).getByRole('textbox', { name: /^Naam \(sleutel\)/ });
    expect(name).toHaveValue('inslapen');
    await user.clear(name);
    await user.type(name, 'in_slaap_vallen{Enter}');
    expect(
      within(slide).getByText('‘inslapen’ heet nu ‘in_slaap_vallen’; ook aangepast (1): Regel 9 › Voorwaarde.'),
    ).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByText('Opgeslagen.');
    expect(savedDocument().module.slides[2].name).toBe('in_slaap_vallen');
    expect(savedDocument().config.rules![8].when).toBe('q.in_slaap_vallen >= 2');
    await user.click(screen.getByRole('button', { name: /^Ongedaan maken/ }));
    expect(name).toHaveValue('inslapen');
  });

  it('renames a slide in the saved example answer sets too: saved with the draft, taken back by undo', async () => {
    const example = {
      id: 7,
      moduleId: 3,
      name: 'Slecht inslapen',
      meta: { age: 16, gender: 'female' },
      answers: [
        { slide: 'inslapen', options: ['langer_dan_een_uur'] },
        { slide: 'slaaptijden', subRanges: { school: [23, 7] } },
      ],
      expected: blankOutcome({ result: 'bad', resultTexts: ['inslapen'], skippedSlides: ['inslapen'] }),
      saved: { at: '2026-11-26T10:00:00Z', by: 'admin@demo.nl' },
    };
    server.use(http.get('/api/module/:id/examples', () => HttpResponse.json({ items: [example] })));
    const { user, slide } = await openSlide(3);
    const name = within(slide).getByRole('textbox', { name: /^Naam \(sleutel\)/ });
    await user.clear(name);
    await user.type(name, 'in_slaap_vallen{Enter}');
    expect(
      within(slide).getByText(
        '‘inslapen’ heet nu ‘in_slaap_vallen’; ook aangepast (2): Regel 9 › Voorwaarde; Voorbeeld ‘Slecht inslapen’ (regelcontrole).',
      ),
    ).toBeVisible();
    const renamed = {
      id: 7,
      answers: [{ ...example.answers[0], slide: 'in_slaap_vallen' }, example.answers[1]],
      expected: { ...example.expected, skippedSlides: ['in_slaap_vallen'] },
      savedAt: example.saved.at,
    };
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByText('Opgeslagen.');
    const saves = () => model.sent.filter((s) => s.method === 'POST' && s.url === '/api/module/3');
    expect((saves()[0].body as { examples: unknown }).examples).toEqual([renamed]);
    // Undo puts the old name back in the document and in the example: the next save sends both back.
    await user.click(screen.getByRole('button', { name: /^Ongedaan maken/ }));
    expect(name).toHaveValue('inslapen');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect((saves()[1].body as { examples: unknown }).examples).toEqual([
      { id: 7, answers: example.answers, expected: example.expected, savedAt: example.saved.at },
    ]);
  });

  it("takes a colleague's newer example when the save says so (409), follows it through the rename, and saves that", async () => {
    const mine = {
      id: 7,
      moduleId: 3,
      name: 'Slecht inslapen',
      meta: { age: 16, gender: 'female' },
      answers: [{ slide: 'inslapen', options: ['langer_dan_een_uur'] }],
      expected: blankOutcome({ result: 'bad' }),
      saved: { at: '2026-11-26T10:00:00Z', by: 'admin@demo.nl' },
    };
    const theirs = {
      ...mine,
      answers: [{ slide: 'inslapen', options: ['een_kwartier_tot_een'] }],
      saved: { at: '2026-11-27T09:00:00Z', by: 'beheerder@demo.nl' },
    };
    let stored = mine;
    server.use(http.get('/api/module/:id/examples', () => HttpResponse.json({ items: [stored] })));
    const { user, slide } = await openSlide(3);
    const name = within(slide).getByRole('textbox', { name: /^Naam \(sleutel\)/ });
    await user.clear(name);
    await user.type(name, 'in_slaap_vallen{Enter}');
    // The colleague saves the example now; the server refuses my rewrite of the older copy.
    stored = theirs;
    server.use(
      http.post('/api/module/:id', () => HttpResponse.json({ error: 'example_changed' }, { status: 409 }), {
        once: true,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByText(/Een collega heeft intussen een voorbeeld opgeslagen/);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByText('Opgeslagen.');
    const saves = model.sent.filter((s) => s.method === 'POST' && s.url === '/api/module/3');
    expect((saves[saves.length - 1].body as { examples: unknown }).examples).toEqual([
      {
        id: 7,
        answers: [{ slide: 'in_slaap_vallen', options: ['een_kwartier_tot_een'] }],
        expected: theirs.expected,
        savedAt: theirs.saved.at,
      },
    ]);
  });

  describe('and the rule checker', () => {
    /** Slide 3 renamed 'inslapen' → 'in_slaap_vallen' in the editor, not saved; then the checker's tab. */
    async function renamedThenChecker() {
      const rendered = await openSlide(3);
      const name = within(rendered.slide).getByRole('textbox', { name: /^Naam \(sleutel\)/ });
      await rendered.user.clear(name);
      await rendered.user.type(name, 'in_slaap_vallen{Enter}');
      await rendered.user.click(screen.getByRole('link', { name: 'Regelcontrole' }));
      await screen.findByRole('heading', { name: 'Uitkomst en waarom' });
      await rendered.user.selectOptions(
        screen.getByRole('combobox', { name: /Hoe lang duurt het meestal voordat je in slaap valt/ }),
        'langer_dan_een_uur',
      );
      await rendered.user.type(screen.getByRole('textbox', { name: 'Naam van het voorbeeld' }), 'Laat in slaap');
      return rendered;
    }
    const writes = () => model.sent.filter((s) => s.method === 'POST').map((s) => `${s.url} ${s.ifMatch}`);

    it('saves the unsaved rename first, then the example on the revision that save answered', async () => {
      const { user } = await renamedThenChecker();
      expect(
        screen.getByText(/Je hebt wijzigingen die nog niet zijn opgeslagen. Die worden eerst opgeslagen/),
      ).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Wijzigingen en voorbeeld opslaan' }));
      await screen.findByText(/Voorbeeld ‘Laat in slaap’ is opgeslagen/);
      expect(writes()).toEqual(['/api/module/3 "1"', '/api/module/3/examples "2"']);
      expect(savedDocument().module.slides[2].name).toBe('in_slaap_vallen');
      const example = model.sent.find((s) => s.url === '/api/module/3/examples')!.body as {
        answers: Array<{ slide: string }>;
      };
      expect(example.answers).toEqual([{ slide: 'in_slaap_vallen', options: ['langer_dan_een_uur'] }]);
      expect(screen.getByRole('button', { name: 'Voorbeeld opslaan met deze uitkomst' })).toBeVisible();
    });

    it('sends no example when that save is refused, and keeps the answers', async () => {
      const { user } = await renamedThenChecker();
      // A colleague saved in between: the draft save answers 409, so the example would name what is not there.
      const draft = model.drafts.get(3)!;
      model.drafts.set(3, { ...draft, revision: 5, edited: { at: '2026-11-26T11:00:00Z', by: 'collega@demo.nl' } });
      await user.click(screen.getByRole('button', { name: 'Wijzigingen en voorbeeld opslaan' }));
      await screen.findByText(/Het voorbeeld is niet opgeslagen, omdat je wijzigingen niet konden worden opgeslagen/);
      expect(writes()).toEqual(['/api/module/3 "1"']);
      expect(screen.getByRole('textbox', { name: 'Naam van het voorbeeld' })).toHaveValue('Laat in slaap');
      expect(screen.getByRole('combobox', { name: /Hoe lang duurt het meestal/ })).toHaveValue('langer_dan_een_uur');
    });
  });

  it('renames a slide added since the last save and keeps the focus in its name field', async () => {
    const { user } = renderManagement('/beheer/modules/3');
    await screen.findByRole('heading', { level: 1, name: 'Slaap' });
    await user.click(screen.getByRole('button', { name: 'Vraag toevoegen' }));
    const items = within(screen.getByRole('list', { name: 'Dia’s' })).getAllByRole('listitem');
    const added = items.filter((li) => li.parentElement?.getAttribute('aria-label') === 'Dia’s').at(-1)!;
    const name = within(added).getByRole('textbox', { name: /^Naam \(sleutel\)/ });
    await user.clear(name);
    await user.type(name, 'nieuwe_vraag{Enter}');
    // The slide has no id until it is saved: renaming it must not make it another item in the list.
    const renamed = within(screen.getByRole('list', { name: 'Dia’s' })).getByRole('textbox', {
      name: /^Naam \(sleutel\)/,
    });
    expect(renamed).toHaveValue('nieuwe_vraag');
    expect(renamed).toHaveFocus();
    expect(screen.getByText(/heet nu ‘nieuwe_vraag’/)).toHaveAttribute('role', 'status');
  });

  it('refuses a name another slide has, and says so under the field; nothing changes', async () => {
    const { user, slide } = await openSlide(3);
    const name = within(slide).getByRole('textbox', { name: /^Naam \(sleutel\)/ });
    await user.clear(name);
    await user.type(name, 'cafeine');
    await user.tab();
    const refusal = await within(slide).findByRole('alert');
    expect(refusal).toHaveTextContent(/‘inslapen’ is niet gewijzigd in ‘cafeine’/);
    expect(refusal).toHaveTextContent(/heeft die naam al/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Alles opgeslagen')).toBeInTheDocument();
    await user.click(within(refusal).getByRole('button', { name: '‘inslapen’ houden' }));
    expect(name).toHaveValue('inslapen');
    expect(within(slide).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('changes an option value in the rules that compare with it', async () => {
    const { user, slide } = await openSlide(5);
    const options = within(within(slide).getByRole('list', { name: 'Antwoorden' })).getAllByRole('listitem');
    const value = within(options[2]).getByRole('textbox', { name: /^Waarde/ });
    expect(value).toHaveValue('2');
    await user.clear(value);
    await user.type(value, '7');
    await user.tab();
    expect(within(options[2]).getByText(/‘2’ heet nu ‘7’; ook aangepast \(1\): Regel 8 › Voorwaarde/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByText('Opgeslagen.');
    expect(savedDocument().module.slides[4].options![2].value).toBe(7);
    expect(savedDocument().config.rules![7].when).toBe('q.telefoon_nacht == 7');
  });

  it('refuses an option value a rule uses in a way that cannot follow it, with the list of places', async () => {
    const { user, slide } = await openSlide(3);
    const options = within(within(slide).getByRole('list', { name: 'Antwoorden' })).getAllByRole('listitem');
    const value = within(options[2]).getByRole('textbox', { name: /^Waarde/ });
    await user.clear(value);
    await user.type(value, '5{Enter}');
    const refusal = await within(options[2]).findByRole('alert');
    expect(refusal).toHaveTextContent(/‘2’ is niet gewijzigd in ‘5’/);
    expect(
      within(refusal)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringMatching(/^Regel 9 › Voorwaarde: /)]);
    // Not a number at all: said in Dutch, nothing changed.
    await user.clear(value);
    await user.type(value, 'veel{Enter}');
    await waitFor(() => expect(within(options[2]).getByRole('alert')).toHaveTextContent(/Vul een getal in/));
    expect(screen.getByText('Alles opgeslagen')).toBeInTheDocument();
  });
});
