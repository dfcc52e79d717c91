// Instellingen against msw: what is shown comes from GET /api/config, the form refuses what the
// server's schema refuses (per footer link, in Dutch) before sending, links move by buttons, and
// one save sends all three settings.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Settings } from '../../../src/shared/management/config';
import { moveRow } from '../../../src/management/features/config/settingsValues';
import { renderManagement } from './render';
import { server, session, setupManagementServer, staff } from './mocks/server';

jest.mock('../../../src/management/app/navigateAway', () => ({ navigateAway: jest.fn() }));
jest.setTimeout(20_000);

setupManagementServer();

let stored: Settings;
const posts: unknown[] = [];

beforeEach(() => {
  session.account = staff.admin();
  posts.length = 0;
  stored = {
    statsMinGroupSize: 10,
    staffMfaMandatory: false,
    footerMenu: [
      { label: 'Privacyverklaring', uri: '/privacy' },
      { label: 'Voedingscentrum', uri: 'https://www.voedingscentrum.nl' },
    ],
  };
  server.use(
    http.get('/api/config', () => HttpResponse.json(stored)),
    http.post('/api/config', async ({ request }) => {
      const body = (await request.json()) as Partial<Settings>;
      posts.push(body);
      stored = { ...stored, ...body };
      return HttpResponse.json(stored);
    }),
  );
});

describe('Instellingen', () => {
  it('shows the stored settings and saves a new group size, 2FA for staff and a reordered footer in one call', async () => {
    const { user } = renderManagement('/beheer/instellingen');
    const size = await screen.findByRole('textbox', { name: /Minimale groepsgrootte/ });
    expect(size).toHaveValue('10');
    expect(size).toHaveAccessibleDescription(/minder leerlingen dan dit getal/);
    await user.clear(size);
    await user.type(size, '15');
    const mfa = screen.getByRole('checkbox', { name: 'Tweestapsverificatie verplicht voor medewerkers' });
    expect(mfa).toHaveAccessibleDescription(/bij de volgende keer inloggen een code per e-mail/);
    await user.click(mfa);
    await user.click(screen.getByRole('button', { name: 'Link 2 omhoog' }));
    expect(screen.getAllByRole('textbox', { name: /Tekst/ }).map((box) => (box as HTMLInputElement).value)).toEqual([
      'Voedingscentrum',
      'Privacyverklaring',
    ]);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('De instellingen zijn opgeslagen.')).toBeInTheDocument();
    expect(posts).toEqual([
      {
        statsMinGroupSize: 15,
        staffMfaMandatory: true,
        footerMenu: [
          { label: 'Voedingscentrum', uri: 'https://www.voedingscentrum.nl' },
          { label: 'Privacyverklaring', uri: '/privacy' },
        ],
      },
    ]);
  });

  it('refuses a group size below 5, a decimal, and a link without text or with a bare address, in Dutch, sending nothing', async () => {
    const { user } = renderManagement('/beheer/instellingen');
    const size = await screen.findByRole('textbox', { name: /Minimale groepsgrootte/ });
    await user.clear(size);
    await user.type(size, '4');
    await user.click(screen.getByRole('button', { name: 'Link toevoegen' }));
    const third = screen.getAllByRole('listitem').at(-1)!;
    await user.type(within(third).getByRole('textbox', { name: /Adres/ }), 'www.ggd.nl');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(size).toHaveAccessibleDescription(/De minimale groepsgrootte is een heel getal van 5 tot en met 100\./);
    expect(within(third).getByRole('textbox', { name: /Tekst/ })).toHaveAccessibleDescription(
      'Vul een tekst in van hoogstens 60 tekens.',
    );
    expect(within(third).getByRole('textbox', { name: /Adres/ })).toHaveAccessibleDescription(
      /Vul een adres in dat met https:\/\/ of \/ begint/,
    );
    await user.clear(size);
    await user.type(size, '7,5');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(size).toHaveAccessibleDescription(/heel getal/);
    expect(posts).toEqual([]);

    await user.click(within(third).getByRole('button', { name: 'Link 3 verwijderen' }));
    await user.clear(size);
    await user.type(size, '7');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('De instellingen zijn opgeslagen.')).toBeInTheDocument();
    expect(posts).toHaveLength(1);
  });

  it('is not in the menu of a school manager, who gets the not-for-you page at its address', async () => {
    session.account = staff.schoolManager();
    renderManagement('/beheer/instellingen');
    expect(await screen.findByRole('navigation')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Instellingen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Minimale groepsgrootte/ })).not.toBeInTheDocument();
  });
});

describe('moveRow', () => {
  it('swaps with the neighbour and leaves the list alone at either end', () => {
    expect(moveRow(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveRow(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveRow(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveRow(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});
