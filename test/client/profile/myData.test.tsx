// 'Mijn gegevens' on the profile page (issue 21): the two downloads (JSON with this device's
// unfinished tests added, PDF), the erasure request behind a confirmation and its status; offline a
// message instead of the controls (nothing is sent or queued); nothing for staff or while imitating.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { App } from '../../../src/app/App';
import { storageKey } from '../../../src/features/attempts/attemptsStorage';
import type { ErasureRequest, MyData } from '../../../src/shared/myData';
import { makeAccount } from '../fixtures/account';
import { model } from '../mocks/model';
import { server, setupMockServer } from '../mocks/server';
import { guard } from '../mocks/handlers/util';
import { renderWithProviders } from '../renderWithProviders';
import { loggedInState } from '../state';

setupMockServer();

const myData = { generatedAt: '2026-11-23T10:00:00.000Z', account: { email: 'leerling@demo.nl' }, inProgressTests: [] };
let erasure: ErasureRequest | null;
let saved: Blob[];

beforeEach(() => {
  erasure = null;
  saved = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:mijn-gegevens';
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  server.use(
    http.get('/api/my-data', ({ request }) => guard(request) ?? HttpResponse.json(myData as unknown as MyData)),
    http.get('/api/my-data/pdf', ({ request }) => {
      guard(request);
      return new HttpResponse('%PDF-1.7 mijn gegevens', { headers: { 'Content-Type': 'application/pdf' } });
    }),
    http.get(
      '/api/my-data/erasure-request',
      ({ request }) => guard(request) ?? HttpResponse.json({ request: erasure }),
    ),
    http.post('/api/my-data/erasure-request', ({ request }) => {
      const refused = guard(request);
      if (refused) return refused;
      erasure = { id: 1, status: 'pending', requestedAt: '2026-11-23T10:00:00.000Z', decidedAt: null };
      return HttpResponse.json({ request: erasure });
    }),
  );
});

afterEach(() => jest.restoreAllMocks());

const renderProfile = (overrides = {}, extra = {}) => {
  const account = makeAccount(overrides);
  return {
    account,
    ...renderWithProviders(<App />, {
      preloadedState: { ...loggedInState(account), ...extra },
      route: '/mijn-profiel',
    }),
  };
};

const myDataCalls = () => model.calls.filter((c) => c.includes('/api/my-data'));

describe("'Mijn gegevens' on the profile page", () => {
  it('explains what is stored and downloads the JSON with the unfinished tests of this device', async () => {
    const account = makeAccount();
    const unfinished = {
      id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
      module: 3,
      answers: [],
      meta: { age: 15, gender: 'male' },
      computed: {},
      finished: false,
      updatedAt: Date.now(),
    };
    localStorage.setItem(storageKey(account.id), JSON.stringify({ 3: unfinished }));
    const { user } = renderWithProviders(<App />, { preloadedState: loggedInState(account), route: '/mijn-profiel' });
    expect(screen.getByRole('heading', { name: 'Mijn gegevens' })).toBeInTheDocument();
    expect(screen.getByText(/je afgeronde tests met je antwoorden en resultaten/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download als JSON' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const file = JSON.parse(await saved[0].text()) as MyData;
    expect(file.account.email).toBe('leerling@demo.nl');
    expect(file.inProgressTests).toEqual([unfinished]);
    // The object URL lives only for the click.
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:mijn-gegevens'));
    localStorage.clear();
  });

  it('downloads the PDF', async () => {
    const { user } = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Download als PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].type).toBe('application/pdf');
    expect(myDataCalls()).toContain('GET /api/my-data/pdf');
  });

  it('says so in Dutch when a download fails', async () => {
    server.use(http.get('/api/my-data/pdf', () => HttpResponse.json({ error: 'internal_error' }, { status: 500 })));
    const { user } = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Download als PDF' }));
    expect(await screen.findByText('Het downloaden is niet gelukt. Probeer het later opnieuw.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(saved).toEqual([]);
  });

  it('asks for erasure only after the confirmation, then shows that the school decides', async () => {
    const { user } = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Verwijdering aanvragen' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Dat kan niet ongedaan worden gemaakt.');
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(myDataCalls()).not.toContain('POST /api/my-data/erasure-request');
    await user.click(screen.getByRole('button', { name: 'Verwijdering aanvragen' }));
    await user.click(screen.getByRole('button', { name: 'Ja, vraag verwijdering aan' }));
    expect(await screen.findByText(/Je hebt op 23-11-2026 gevraagd om verwijdering/)).toBeInTheDocument();
    expect(myDataCalls().filter((c) => c === 'POST /api/my-data/erasure-request')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Verwijdering aanvragen' })).not.toBeInTheDocument();
  });

  it('shows a rejected request and lets the student ask again', async () => {
    erasure = {
      id: 1,
      status: 'rejected',
      requestedAt: '2026-11-01T10:00:00.000Z',
      decidedAt: '2026-11-02T10:00:00.000Z',
    };
    renderProfile();
    expect(await screen.findByText(/op 02-11-2026 afgewezen/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verwijdering aanvragen' })).toBeEnabled();
  });

  it('offline: says it needs internet, offers no buttons and sends nothing', async () => {
    renderProfile({}, { connectivity: { online: false, lastCheckedAt: null } });
    expect(
      screen.getByText(
        /Je bent offline. Voor het downloaden en voor een verzoek om verwijdering heb je internet nodig./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download als JSON' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verwijdering aanvragen' })).not.toBeInTheDocument();
    expect(myDataCalls()).toEqual([]);
    expect(Object.keys(localStorage).filter((k) => k.startsWith('lrc.queue'))).toEqual([]);
  });

  it('is for the student themself: not shown to staff, and not usable while a super admin imitates', () => {
    renderProfile({ imitating: true });
    expect(
      screen.getByText('Alleen de leerling zelf kan deze gegevens downloaden of verwijdering aanvragen.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download als PDF' })).not.toBeInTheDocument();
  });

  it('is not on a staff member’s profile', () => {
    renderProfile({ managingSchools: [1] });
    expect(screen.queryByRole('heading', { name: 'Mijn gegevens' })).not.toBeInTheDocument();
  });
});
