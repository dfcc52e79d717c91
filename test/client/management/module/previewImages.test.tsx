// The editor's preview shows the draft's images as a student will see them (issue 33): the draft names
// media by content path, the preview asks the server which stored file each path names (the lookup a
// publish makes) and the student dialog loads those /image/… urls, an image uploaded to the draft and
// not yet published included. Before, the preview built the draft without media and showed no image.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderManagement } from '../render';
import { server, session, setupManagementServer, staff } from '../mocks/server';
import { model, moduleHandlers, resetModel } from './moduleMocks';

jest.mock('../../../../src/management/app/navigateAway', () => ({ navigateAway: jest.fn() }));
jest.setTimeout(90_000);

setupManagementServer();

// The dialog scrolls to its top on opening; jsdom has no scrolling.
beforeAll(() => {
  window.scrollTo = jest.fn() as typeof window.scrollTo;
});

// The shipped images of the module (03-slaap.json) and an upload (uploads/…) the draft names but no
// published version does yet.
const STORED: Record<string, { id: number; modified: number }> = {
  'icons/slapen.svg': { id: 7, modified: 111 },
  'images/slapen.svg': { id: 8, modified: 222 },
  'uploads/upload-3f2a9c.png': { id: 41, modified: 1764151200 },
};
const asked: string[][] = [];

beforeEach(() => {
  session.account = staff.admin();
  resetModel();
  asked.length = 0;
  // The draft's first slide shows an image just uploaded; its result texts name one that is gone.
  const document = model.drafts.get(3)!.document;
  document.module.slides[0].info_image = 'uploads/upload-3f2a9c.png';
  document.module.result_texts[0].info_image = 'images/weg.png';
  server.use(
    ...moduleHandlers,
    http.post('/api/media/lookup', async ({ request }) => {
      const { paths } = (await request.json()) as { paths: string[] };
      asked.push(paths);
      return HttpResponse.json({ items: paths.filter((p) => STORED[p]).map((p) => ({ path: p, ...STORED[p] })) });
    }),
  );
});

async function previewFrame() {
  const rendered = renderManagement('/beheer/modules/3/voorbeeld');
  const frame = (await screen.findByTitle(/^Voorbeeld van de module/)) as HTMLIFrameElement;
  const body = () => within(frame.contentDocument!.body);
  await waitFor(() => expect(body().getByRole('button', { name: 'Start' })).toBeInTheDocument(), { timeout: 20_000 });
  return { ...rendered, frame, body };
}

const sources = (frame: HTMLIFrameElement) =>
  [...frame.contentDocument!.querySelectorAll('img')].map((img) => img.getAttribute('src'));

describe('the preview’s images', () => {
  it('shows the topic image, the icon and an unpublished upload at the urls the student app uses', async () => {
    const { user, frame, body } = await previewFrame();
    await waitFor(() => expect(sources(frame)).toContain('/image/8/600/auto/222'));
    expect(frame.contentDocument!.querySelector('.md-start__image')).toHaveAttribute(
      'srcset',
      expect.stringContaining('/image/8/1600/auto/222 1600w'),
    );
    await user.click(body().getByRole('button', { name: 'Start' }));
    // The dialog asks the age first (a meta question), then shows the info slide with the upload.
    await user.click(await body().findByLabelText('16 jaar'));
    await user.click(body().getByRole('button', { name: 'Volgende' }));
    await body().findByRole('heading', { name: /Waarom je als tiener later moe wordt/ });
    await waitFor(() =>
      expect(sources(frame)).toEqual(
        expect.arrayContaining(['/image/7/360/auto/111', '/image/41/600/auto/1764151200']),
      ),
    );
    // One question for the draft's paths; the one that names no file shows no image.
    expect(asked).toEqual([['icons/slapen.svg', 'images/slapen.svg', 'uploads/upload-3f2a9c.png', 'images/weg.png']]);
  });
});
