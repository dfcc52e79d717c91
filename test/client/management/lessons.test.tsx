// Lesmateriaal against msw: the enabled modules are listed, a guide shows its plan, questions and
// sources with a PDF link, and a module without a guide says "Nog geen lesmateriaal voor deze module".
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderManagement } from './render';
import { server, session, setupManagementServer, staff } from './mocks/server';

jest.mock('../../../src/management/app/navigateAway', () => ({ navigateAway: jest.fn() }));
jest.setTimeout(20_000);

setupManagementServer();

const guide = {
  goal: 'Leerlingen weten hoe ze hun oren beschermen.',
  plan: [
    { minutes: 20, title: 'De check', text: 'Leerlingen doen de Oorcheck met een koptelefoon.' },
    { minutes: 25, title: 'Uitleg', text: 'Hoe harder, hoe korter.' },
  ],
  questions: ['Vraag een?', 'Vraag twee?', 'Vraag drie?'],
  statistics: { can: ['Hoeveel leerlingen een voldoende haalden.'], cannot: ['Wat één leerling antwoordde.'] },
  sources: [{ name: 'Hoorstichting', url: 'https://www.hoorstichting.nl' }],
};

beforeEach(() => {
  session.account = staff.locationManager();
  server.use(
    http.get('/api/lesson-guide', () =>
      HttpResponse.json({
        items: [
          { id: 6, title: 'Gehoor en harde muziek', hasGuide: true },
          { id: 7, title: 'Stress en ontspanning', hasGuide: false },
        ],
      }),
    ),
    http.get('/api/lesson-guide/:id', ({ params }) =>
      Number(params.id) === 6
        ? HttpResponse.json({ id: 6, title: 'Gehoor en harde muziek', guide })
        : HttpResponse.json({ id: 7, title: 'Stress en ontspanning', guide: null }),
    ),
  );
});

describe('Lesmateriaal', () => {
  it('opens a module guide from the list, with its plan, questions, sources and PDF', async () => {
    const { user } = renderManagement('/beheer/lesmateriaal');
    await screen.findByRole('heading', { level: 1, name: 'Lesmateriaal' });
    await user.click(await screen.findByRole('link', { name: 'Gehoor en harde muziek' }));
    await screen.findByRole('heading', { level: 1, name: 'Gehoor en harde muziek' });
    expect(screen.getByRole('heading', { name: 'Lesplan (45 minuten)' })).toBeInTheDocument();
    expect(screen.getByText('20 min')).toBeInTheDocument();
    expect(screen.getByText('Vraag drie?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hoorstichting' })).toHaveAttribute('href', 'https://www.hoorstichting.nl');
    expect(
      // The name begins with the visible words (WCAG 2.5.3, label in name), then says which guide.
      screen.getByRole('link', { name: 'Download als pdf: lesbrief van Gehoor en harde muziek' }),
    ).toHaveAttribute('href', expect.stringMatching(/\/api\/lesson-guide\/6\/pdf$/));
  });

  it('says there is no lesson material yet for a module without a guide', async () => {
    renderManagement('/beheer/lesmateriaal/7');
    expect(await screen.findByText('Nog geen lesmateriaal voor deze module.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /als pdf/ })).not.toBeInTheDocument();
  });
});
