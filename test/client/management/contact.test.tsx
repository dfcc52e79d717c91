// Contact against msw: the school's coordinators are listed first; the form refuses bad input with the
// server's Dutch words before sending, sends a good question, and a 429 says how long to wait.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { fieldMessages } from '../../../src/shared/management/messages';
import { renderManagement } from './render';
import { server, session, setupManagementServer, staff } from './mocks/server';

jest.mock('../../../src/management/app/navigateAway', () => ({ navigateAway: jest.fn() }));
jest.setTimeout(20_000);

setupManagementServer();

const sent: unknown[] = [];
let refuseFor: number | null = null;

beforeEach(() => {
  session.account = staff.locationManager();
  sent.length = 0;
  refuseFor = null;
  server.use(
    http.get('/api/contact', () =>
      HttpResponse.json({
        senderName: 'Lotte Locatie',
        senderEmail: 'locatie@demo.nl',
        school: 'Demo College',
        coordinators: [{ name: 'Marit Manager', email: 'manager@demo.nl', school: 'Demo College' }],
      }),
    ),
    http.post('/api/contact', async ({ request }) => {
      if (refuseFor !== null)
        return HttpResponse.json({ error: 'too_many_requests', retry_after: refuseFor }, { status: 429 });
      sent.push(await request.json());
      return HttpResponse.json({ success: true });
    }),
  );
});

describe('Contact', () => {
  it('lists the school coordinator and starts the form with the account details', async () => {
    renderManagement('/beheer/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact' });
    expect(await screen.findByText('Marit Manager')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^manager@/ })).toHaveAttribute('href', 'mailto:manager@demo.nl');
    expect(screen.getByRole('textbox', { name: /^Naam/ })).toHaveValue('Lotte Locatie');
    expect(screen.getByRole('textbox', { name: /^School/ })).toHaveValue('Demo College');
    expect(screen.getByRole('textbox', { name: /^E-mailadres/ })).toHaveValue('locatie@demo.nl');
  });

  it('refuses a short question and a bad address with the server words, then sends the question', async () => {
    const { user } = renderManagement('/beheer/contact');
    const email = await screen.findByRole('textbox', { name: /^E-mailadres/ });
    await user.clear(email);
    await user.type(email, 'geen-adres');
    await user.type(screen.getByRole('textbox', { name: /^Vraag/ }), 'Kort');
    await user.click(screen.getByRole('button', { name: 'Vraag versturen' }));
    expect(email).toHaveAccessibleDescription(expect.stringContaining(fieldMessages.senderEmail));
    expect(screen.getByRole('textbox', { name: /^Vraag/ })).toHaveAccessibleDescription(
      expect.stringContaining(fieldMessages.question),
    );
    expect(sent).toEqual([]);

    await user.clear(email);
    await user.type(email, 'lotte@demo.nl');
    await user.type(screen.getByRole('textbox', { name: /^Vraag/ }), ': waar vind ik de resultaten van klas 3B?');
    await user.click(screen.getByRole('button', { name: 'Vraag versturen' }));
    expect(
      await screen.findByText('Je vraag is verstuurd. Er staat een bevestiging in de mailbox van lotte@demo.nl.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        senderName: 'Lotte Locatie',
        school: 'Demo College',
        senderEmail: 'lotte@demo.nl',
        question: 'Kort: waar vind ik de resultaten van klas 3B?',
      },
    ]);
    expect(screen.getByRole('textbox', { name: /^Vraag/ })).toHaveValue('');
    // The emptied field is not flagged as a mistake.
    expect(screen.queryByText(fieldMessages.question)).not.toBeInTheDocument();
  });

  it('says in minutes when a refused question can be sent again, and keeps it in the form', async () => {
    refuseFor = 1_500;
    const { user } = renderManagement('/beheer/contact');
    await user.type(await screen.findByRole('textbox', { name: /^Vraag/ }), 'Hoe werkt de Oorcheck in de klas?');
    await user.click(screen.getByRole('button', { name: 'Vraag versturen' }));
    expect(
      await screen.findByText('Je hebt veel vragen kort na elkaar gestuurd. Probeer het over 25 minuten opnieuw.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Vraag/ })).toHaveValue('Hoe werkt de Oorcheck in de klas?');
  });
});
