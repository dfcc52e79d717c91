// Uploading an image from inside the module editor (issue 33): the file goes to POST /api/media, the
// answer's path becomes the slide's image (one edit, saved with the draft), the picture is shown, and
// every refusal (too large, SVG, the server's own) stands under the field in Dutch.
import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderManagement } from '../render';
import { server, session, setupManagementServer, staff } from '../mocks/server';
import { model, moduleHandlers, resetModel } from './moduleMocks';

jest.mock('../../../../src/management/app/navigateAway', () => ({ navigateAway: jest.fn() }));
// The whole editor (TipTap, dnd-kit) renders in jsdom: on a loaded two-core machine one test took over 30 s.
jest.setTimeout(90_000);

setupManagementServer();

const uploads: File[] = [];

beforeEach(() => {
  session.account = staff.admin();
  resetModel();
  uploads.length = 0;
  server.use(
    ...moduleHandlers,
    http.post('/api/media', async ({ request }) => {
      const file = (await request.formData()).get('file') as File;
      uploads.push(file);
      if (file.name === 'kapot.png') return HttpResponse.json({ error: 'image_unreadable' }, { status: 400 });
      return HttpResponse.json({
        id: 41,
        modified: 1764151200,
        path: 'uploads/3f2a9c.png',
        mime: 'image/png',
        width: 640,
        height: 480,
        url: '/image/41/640/auto/1764151200',
      });
    }),
  );
});

// Node's File: what msw's formData() reads back (as the import's tests do).
const file = (name: string, type: string, body: Uint8Array | string) =>
  new NodeFile([body], name, { type }) as unknown as File;
const png = (name: string, bytes = 64) => file(name, 'image/png', new Uint8Array(bytes));

async function firstSlide() {
  const rendered = renderManagement('/beheer/modules/3');
  await screen.findByRole('heading', { level: 1, name: 'Slaap' });
  await rendered.user.click(screen.getByRole('button', { name: /^Bewerken: Dia 1/ }));
  const slide = within(screen.getByRole('list', { name: 'Dia’s' })).getAllByRole('listitem')[0];
  return { ...rendered, slide };
}

describe('an image from inside the editor', () => {
  it('uploads the chosen file and puts its path in the slide, shown as a picture, saved with the draft', async () => {
    const { user, slide } = await firstSlide();
    const picker = within(slide).getByLabelText('Afbeelding uploaden');
    await user.upload(picker, png('slaapkamer.png'));
    const path = within(slide).getByRole('textbox', { name: /^Afbeelding \(pad/ });
    await waitFor(() => expect(path).toHaveValue('uploads/3f2a9c.png'));
    expect(uploads.map((f) => f.name)).toEqual(['slaapkamer.png']);
    expect(within(slide).getByRole('img', { name: 'Geüploade afbeelding ‘slaapkamer.png’' })).toHaveAttribute(
      'src',
      '/image/41/640/auto/1764151200',
    );
    expect(within(slide).getByText(/‘slaapkamer\.png’ is geüpload/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByText('Opgeslagen.');
    expect(model.drafts.get(3)!.document.module.slides[0].info_image).toBe('uploads/3f2a9c.png');
    // Taken away again with its own button (one edit, undoable).
    await user.click(within(slide).getByRole('button', { name: /^Afbeelding weghalen/ }));
    expect(path).toHaveValue('');
    expect(within(slide).queryByRole('img')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Ongedaan maken/ }));
    expect(path).toHaveValue('uploads/3f2a9c.png');
  });

  it('says in Dutch why a file is refused, before sending it or as the server answers, and changes nothing', async () => {
    const { user, slide } = await firstSlide();
    const picker = within(slide).getByLabelText('Afbeelding uploaden');
    const before = within(slide).getByRole('textbox', { name: /^Afbeelding \(pad/ });
    const original = (before as HTMLInputElement).value;
    await user.upload(picker, png('groot.png', 5 * 1024 * 1024 + 1));
    expect(await within(slide).findByRole('alert')).toHaveTextContent('De afbeelding is te groot (maximaal 5 MB).');
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    // jsdom's file input honours `accept`; an SVG comes through when the picker is told to take anything.
    picker.removeAttribute('accept');
    await user.upload(picker, file('logo.svg', 'image/svg+xml', '<svg/>'));
    expect(await within(slide).findByRole('alert')).toHaveTextContent(/SVG-bestanden kunnen niet/);
    expect(uploads).toEqual([]);
    await user.upload(picker, png('kapot.png'));
    expect(await within(slide).findByRole('alert')).toHaveTextContent(/geen afbeelding die we kunnen lezen/);
    expect(uploads.map((f) => f.name)).toEqual(['kapot.png']);
    expect(before).toHaveValue(original);
    expect(screen.getByText('Alles opgeslagen')).toBeInTheDocument();
  });
});
