// Onderwerpen against msw, over a small model of the topic list with its revision (ETag / If-Match):
// the list in order for admins only, a move with the buttons through the move route, a colleague's
// write in between (409: a Dutch message and the list reloaded, or their version beside the form),
// a new topic with the contact fields checked, and the server refusing to delete a topic with modules.
import { File as NodeFile } from 'node:buffer';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Topic, TopicBody } from '../../../src/shared/management/topic';
import { renderManagement } from './render';
import { server, session, setupManagementServer, staff } from './mocks/server';

jest.mock('../../../src/management/app/navigateAway', () => ({ navigateAway: jest.fn() }));
jest.setTimeout(60_000);

setupManagementServer();

// jsdom lays nothing out; ProseMirror (the further information's rich text field) asks where the
// selection is after each change. No rectangles at all is an honest answer for a page without layout.
beforeAll(() => {
  const none = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= none;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect(0, 0, 0, 0);
  document.elementFromPoint ??= () => null;
});

const topic = (id: number, name: string, status: Topic['status'], modules: string[] = []): Topic => ({
  id,
  name,
  category: name,
  status,
  contactData:
    id === 1 ? { name: 'Zorgteam', department: null, email: 'zorg@school.nl', phone: null, furtherInfo: null } : null,
  icon: null,
  image: null,
  position: id,
  modules: modules.map((title, i) => ({ id: id * 10 + i, title })),
});

const model = { topics: [] as Topic[], revision: 1, sent: [] as string[], uploads: [] as string[] };
/** A colleague's write: the list changes and so does its revision. */
const colleague = (change: () => void) => {
  change();
  model.revision += 1;
};

const etag = () => ({ ETag: `"${model.revision}"` });
const stale = (request: Request) => request.headers.get('if-match') !== `"${model.revision}"`;
const conflict = () => HttpResponse.json({ error: 'stale_revision' }, { status: 409 });
const record = (request: Request, what: string) => model.sent.push(`${what} ${request.headers.get('if-match')}`);

const handlers = [
  http.get('/api/topics', () => HttpResponse.json({ items: model.topics }, { headers: etag() })),
  http.get('/api/topics/:id', ({ params }) => {
    const found = model.topics.find((t) => t.id === Number(params.id));
    return found
      ? HttpResponse.json(found, { headers: etag() })
      : HttpResponse.json({ error: 'topic_not_found' }, { status: 404 });
  }),
  http.post('/api/topics', async ({ request }) => {
    record(request, 'create');
    if (stale(request)) return conflict();
    const body = (await request.json()) as TopicBody;
    const made = { ...topic(model.topics.length + 1, body.name, body.status), ...body };
    colleague(() => model.topics.push(made));
    return HttpResponse.json(made, { headers: etag() });
  }),
  http.post('/api/topics/:id/move/:target', ({ request, params }) => {
    record(request, `move ${String(params.id)}→${String(params.target)}`);
    if (stale(request)) return conflict();
    const from = model.topics.findIndex((t) => t.id === Number(params.id));
    colleague(() => {
      const [moved] = model.topics.splice(from, 1);
      model.topics.splice(Number(params.target), 0, moved!);
    });
    return HttpResponse.json({ items: model.topics }, { headers: etag() });
  }),
  http.post('/api/topics/:id', async ({ request, params }) => {
    record(request, `update ${String(params.id)}`);
    if (stale(request)) return conflict();
    const body = (await request.json()) as TopicBody;
    const index = model.topics.findIndex((t) => t.id === Number(params.id));
    colleague(() => (model.topics[index] = { ...model.topics[index]!, ...body }));
    return HttpResponse.json(model.topics[index], { headers: etag() });
  }),
  http.post('/api/media', async ({ request }) => {
    const file = (await request.formData()).get('file') as File;
    model.uploads.push(file.name);
    if (file.name === 'kapot.png') return HttpResponse.json({ error: 'image_unreadable' }, { status: 400 });
    const id = 40 + model.uploads.length;
    return HttpResponse.json({
      id,
      modified: 1764151200,
      path: `uploads/upload-${id}.png`,
      mime: 'image/png',
      width: 640,
      height: 480,
      url: `/image/${id}/600/auto/1764151200`,
    });
  }),
  http.delete('/api/topics/:id', ({ request, params }) => {
    record(request, `delete ${String(params.id)}`);
    if (stale(request)) return conflict();
    const found = model.topics.find((t) => t.id === Number(params.id))!;
    if (found.modules.length > 0) return HttpResponse.json({ error: 'topic_in_use' }, { status: 409 });
    colleague(() => (model.topics = model.topics.filter((t) => t !== found)));
    return HttpResponse.json({ success: true }, { headers: etag() });
  }),
];

beforeEach(() => {
  session.account = staff.admin();
  model.topics = [
    topic(1, 'Alcohol', 'mandatory', ['Alcohol']),
    topic(2, 'Slapen', 'optional', ['Slaap', 'Dromen']),
    topic(3, 'Roken', 'disabled'),
  ];
  model.revision = 7;
  model.sent = [];
  model.uploads = [];
  server.use(...handlers);
});

const names = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const card = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li')!;

describe('Onderwerpen', () => {
  it('lists the topics in order with status, contact and modules, for admins only', async () => {
    renderManagement('/beheer/onderwerpen');
    await screen.findByRole('heading', { level: 2, name: 'Alcohol' });
    expect(names()).toEqual(['Alcohol', 'Slapen', 'Roken']);
    expect(within(card('Alcohol')).getByText('Verplicht')).toBeInTheDocument();
    expect(within(card('Alcohol')).getByText('zorg@school.nl')).toBeInTheDocument();
    expect(within(card('Slapen')).getByText('Facultatief')).toBeInTheDocument();
    expect(within(card('Slapen')).getByText('2 modules')).toBeInTheDocument();
    expect(within(card('Roken')).getByText('Uitgeschakeld')).toBeInTheDocument();
    expect(within(card('Roken')).getByText('Geen contactgegevens')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Onderwerpen' })).toBeInTheDocument();
  });

  it('is not in the menu of a school manager', async () => {
    session.account = staff.schoolManager();
    renderManagement('/beheer/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Onderwerpen' })).not.toBeInTheDocument();
  });

  it('moves with the buttons on the list revision; after a colleague wrote, says so in Dutch and reloads', async () => {
    const { user } = renderManagement('/beheer/onderwerpen');
    await screen.findByRole('heading', { level: 2, name: 'Alcohol' });
    await user.click(screen.getByRole('button', { name: 'Omlaag: Alcohol' }));
    await waitFor(() => expect(names()).toEqual(['Slapen', 'Alcohol', 'Roken']));
    expect(model.sent).toEqual(['move 1→1 "7"']);
    expect(screen.getByText('Alcohol staat nu op positie 2 van 3.')).toBeInTheDocument();

    colleague(() => (model.topics[2] = { ...model.topics[2]!, name: 'Roken en vapen' }));
    await user.click(screen.getByRole('button', { name: 'Omhoog: Roken' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Een collega heeft de onderwerpen intussen gewijzigd.');
    await screen.findByRole('heading', { level: 2, name: 'Roken en vapen' });
    expect(names()).toEqual(['Slapen', 'Alcohol', 'Roken en vapen']);
    expect(model.sent).toEqual(['move 1→1 "7"', 'move 3→1 "8"']);
  });

  it('adds a topic, checking the contact fields before sending', async () => {
    const { user } = renderManagement('/beheer/onderwerpen/nieuw');
    await screen.findByRole('heading', { level: 1, name: 'Nieuw onderwerp' });
    await user.type(await screen.findByRole('textbox', { name: /^Naam/ }), 'Bewegen');
    await user.selectOptions(screen.getByRole('combobox', { name: /Status/ }), 'Verplicht');
    await user.click(screen.getByRole('checkbox', { name: /contact zoeken/ }));
    await user.type(screen.getByRole('textbox', { name: /Naam van de contactpersoon/ }), 'Gymdocent');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'gym@');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription(
      'Vul een geldig e-mailadres in (of laat het leeg).',
    );
    expect(model.sent).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'school.nl');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Onderwerp Bewegen is toegevoegd.')).toBeInTheDocument();
    expect(model.sent).toEqual(['create "7"']);
    expect(model.topics.at(-1)).toMatchObject({
      name: 'Bewegen',
      category: 'Bewegen',
      status: 'mandatory',
      contactData: { name: 'Gymdocent', email: 'gym@school.nl', department: null, phone: null, furtherInfo: null },
    });
    await screen.findByRole('heading', { level: 2, name: 'Bewegen' });
    expect(names()).toEqual(['Alcohol', 'Slapen', 'Roken', 'Bewegen']);
  });

  it('edits after a colleague did: shows their version and saves mine on their revision', async () => {
    const { user } = renderManagement('/beheer/onderwerpen/2/bewerken');
    const name = await screen.findByRole('textbox', { name: /^Naam/ });
    colleague(
      () =>
        (model.topics[1] = { ...model.topics[1]!, name: 'Slaap', status: 'disabled', icon: { id: 9, modified: 5 } }),
    );
    await user.clear(name);
    await user.type(name, 'Slapen en rust');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    const title = await screen.findByRole('heading', { name: 'Een collega heeft dit onderwerp intussen gewijzigd' });
    const theirs = title.closest('section')!;
    expect(within(theirs).getByText('Slaap')).toBeInTheDocument();
    expect(within(theirs).getByText('Uitgeschakeld')).toBeInTheDocument();
    expect(within(theirs).getByRole('img', { name: 'Het pictogram in de versie van je collega' })).toHaveAttribute(
      'src',
      '/image/9/360/auto/5',
    );
    expect(name).toHaveValue('Slapen en rust');
    await user.click(screen.getByRole('button', { name: 'Mijn versie opslaan' }));
    expect(await screen.findByText('Onderwerp Slapen en rust is opgeslagen.')).toBeInTheDocument();
    expect(model.sent).toEqual(['update 2 "7"', 'update 2 "8"']);
    expect(model.topics[1]).toMatchObject({ name: 'Slapen en rust', status: 'optional' });
  });

  it('asks before deleting, and shows the refusal of a topic that still has modules in Dutch', async () => {
    const { user } = renderManagement('/beheer/onderwerpen');
    await screen.findByRole('heading', { level: 2, name: 'Alcohol' });
    await user.click(screen.getByRole('button', { name: 'Verwijderen: Alcohol' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Volgens deze lijst hoort het nog bij 1 module');
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dit onderwerp hoort nog bij een of meer modules. Geef die eerst een ander onderwerp.',
    );
    await user.click(screen.getByRole('button', { name: 'Verwijderen: Roken' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('Onderwerp Roken is verwijderd.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Onderwerpen' })).toHaveFocus());
    expect(names()).toEqual(['Alcohol', 'Slapen']);
    expect(model.sent).toEqual(['delete 1 "7"', 'delete 3 "7"']);
  });

  // Node's File: what msw's formData() reads back (as the module editor's upload tests do).
  const png = (name: string, bytes = 64) =>
    new NodeFile([new Uint8Array(bytes)], name, { type: 'image/png' }) as unknown as File;

  it('uploads a new icon and image with a preview, takes one away, and saves their ids', async () => {
    model.topics[1] = { ...model.topics[1]!, icon: { id: 5, modified: 100 }, image: { id: 6, modified: 100 } };
    const { user } = renderManagement('/beheer/onderwerpen/2/bewerken');
    const icon = await screen.findByRole('group', { name: 'Pictogram' });
    const image = screen.getByRole('group', { name: 'Afbeelding' });
    expect(within(icon).getByRole('img', { name: 'Het pictogram van dit onderwerp' })).toHaveAttribute(
      'src',
      '/image/5/360/auto/100',
    );
    await user.upload(within(icon).getByLabelText('Nieuw pictogram uploaden'), png('tegel.png'));
    await waitFor(() =>
      expect(within(icon).getByRole('img', { name: 'Het pictogram van dit onderwerp' })).toHaveAttribute(
        'src',
        '/image/41/360/auto/1764151200',
      ),
    );
    expect(within(icon).getByRole('status')).toHaveTextContent('‘tegel.png’ is geüpload (640 bij 480).');
    expect(model.uploads).toEqual(['tegel.png']);
    await user.upload(within(image).getByLabelText('Nieuwe afbeelding uploaden'), png('start.png'));
    await within(image).findByText(/‘start\.png’ is geüpload/);
    await user.click(within(image).getByRole('button', { name: 'Afbeelding weghalen' }));
    // The picker forgets the file too, so choosing it again counts as a new choice.
    expect(within(image).getByText('Nog geen bestand gekozen')).toBeInTheDocument();
    expect(within(image).queryByRole('img')).not.toBeInTheDocument();
    expect(within(image).getByText('Geen afbeelding.')).toBeInTheDocument();
    expect(within(image).getByRole('status')).toHaveTextContent('Weggehaald.');
    // Focus goes on to the picker, not to the page's start.
    expect(within(image).getByLabelText('Nieuwe afbeelding uploaden')).toHaveFocus();
    // Nothing is written until the form is saved.
    expect(model.sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Onderwerp Slapen is opgeslagen.')).toBeInTheDocument();
    expect(model.sent).toEqual(['update 2 "7"']);
    expect(model.topics[1]).toMatchObject({ iconId: 41, imageId: null });
    expect(model.uploads).toEqual(['tegel.png', 'start.png']);
  });

  it('says in Dutch why an image is refused, before sending or as the server answers, and keeps the old one', async () => {
    model.topics[0] = { ...model.topics[0]!, icon: { id: 5, modified: 100 } };
    const { user } = renderManagement('/beheer/onderwerpen/1/bewerken');
    const icon = await screen.findByRole('group', { name: 'Pictogram' });
    const picker = within(icon).getByLabelText('Nieuw pictogram uploaden');
    // jsdom's file input honours `accept`; an SVG comes through when the picker is told to take anything.
    picker.removeAttribute('accept');
    await user.upload(picker, new NodeFile(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }) as unknown as File);
    expect(await within(icon).findByRole('alert')).toHaveTextContent('SVG-bestanden kunnen niet worden geüpload.');
    expect(model.uploads).toEqual([]);
    await user.upload(picker, png('kapot.png'));
    expect(await within(icon).findByText(/Dit bestand is geen afbeelding die we kunnen lezen/)).toBeInTheDocument();
    expect(picker).toHaveAccessibleDescription(/Dit bestand is geen afbeelding/);
    expect(model.uploads).toEqual(['kapot.png']);
    expect(within(icon).getByRole('img', { name: 'Het pictogram van dit onderwerp' })).toHaveAttribute(
      'src',
      '/image/5/360/auto/100',
    );
  });

  it('edits the further information as rich text: plain text arrives as paragraphs, bold is saved as html', async () => {
    model.topics[0] = {
      ...model.topics[0]!,
      contactData: { ...model.topics[0]!.contactData!, furtherInfo: 'Spreekuur op dinsdag.\nLokaal 1.12.' },
    };
    const { user } = renderManagement('/beheer/onderwerpen/1/bewerken');
    const field = await screen.findByRole('textbox', { name: 'Meer informatie' });
    expect(field).toHaveAccessibleDescription(/alinea's, vet, cursief/);
    expect(field.innerHTML).toContain('Spreekuur op dinsdag.<br>Lokaal 1.12.');
    expect(screen.getByRole('toolbar', { name: /opmaak/i })).toBeInTheDocument();
    // jsdom has no layout for ProseMirror to place a click: focus the field as Tab would, select all with the keys.
    act(() => field.focus());
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Vet' }));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Onderwerp Alcohol is opgeslagen.')).toBeInTheDocument();
    expect(model.topics[0]).toMatchObject({
      contactData: { furtherInfo: '<p><strong>Spreekuur op dinsdag.<br>Lokaal 1.12.</strong></p>' },
    });
  });
});
