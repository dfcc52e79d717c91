// Locaties against msw: the school handed over by "Locatie toevoegen" is chosen, the form refuses
// what the server refuses with the same Dutch words (a name taken lands on the field), and a
// location manager only reads.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Location } from '../../../src/shared/management/school';
import { renderManagement } from './render';
import { server, session, setupManagementServer, staff } from './mocks/server';

jest.mock('../../../src/management/app/navigateAway', () => ({ navigateAway: jest.fn() }));
jest.setTimeout(20_000);

setupManagementServer();

let locations: Location[];
const calls: string[] = [];

const location = (id: number, schoolId: number, name: string): Location => ({
  id,
  schoolId,
  schoolName: schoolId === 1 ? 'Demo College' : 'Tweede Lyceum',
  name,
  city: 'Utrecht',
  active: true,
  studentCount: 0,
});

beforeEach(() => {
  session.account = staff.admin();
  locations = [location(1, 1, 'Hoofdgebouw'), location(2, 2, 'Centrum')];
  calls.length = 0;
  server.use(
    http.get('/api/school-location', ({ request }) => {
      calls.push(`list ${new URL(request.url).search}`);
      return HttpResponse.json({ items: locations, total: locations.length, page: 1, limit: 25 });
    }),
    http.get('/api/school-location/list-filter-data', () =>
      HttpResponse.json({
        schools: [
          { value: 1, label: 'Demo College' },
          { value: 2, label: 'Tweede Lyceum' },
        ],
      }),
    ),
    http.get('/api/school-location/:id', ({ params }) => {
      const found = locations.find((l) => l.id === Number(params.id));
      return found ? HttpResponse.json(found) : HttpResponse.json({ error: 'location_not_found' }, { status: 404 });
    }),
    http.post('/api/school-location', async ({ request }) => {
      const body = (await request.json()) as { schoolId: number; name: string };
      calls.push(`create ${JSON.stringify(body)}`);
      if (locations.some((l) => l.schoolId === body.schoolId && l.name === body.name))
        return HttpResponse.json({ error: 'name_taken' }, { status: 409 });
      const made = location(3, body.schoolId, body.name);
      locations.push(made);
      return HttpResponse.json(made);
    }),
  );
});

describe('Locaties', () => {
  it('adds a location to the school it was opened from, with the server refusing a name in use on the field', async () => {
    const { user } = renderManagement('/beheer/locaties/nieuw?school=2');
    await screen.findByRole('heading', { level: 1, name: 'Nieuwe locatie' });
    expect(await screen.findByRole('combobox', { name: /School/ })).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(screen.getByRole('textbox', { name: /Naam/ })).toHaveAccessibleDescription(
      'Vul een naam in van hoogstens 120 tekens.',
    );
    expect(calls.filter((c) => c.startsWith('create'))).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /Naam/ }), 'Centrum');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(
      await screen.findByText('Deze school heeft al een locatie met deze naam.', { selector: '.mg-field__error' }),
    ).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: /Naam/ }));
    await user.type(screen.getByRole('textbox', { name: /Naam/ }), 'Oost');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Oost' })).toBeInTheDocument();
    expect(screen.getByText('Locatie Oost is toegevoegd.')).toBeInTheDocument();
    expect(calls.filter((c) => c.startsWith('create'))).toEqual([
      'create {"schoolId":2,"name":"Centrum","city":null,"active":true}',
      'create {"schoolId":2,"name":"Oost","city":null,"active":true}',
    ]);
  });

  it('filters the list by school on the server', async () => {
    const { user } = renderManagement('/beheer/locaties');
    const table = await screen.findByRole('table');
    await within(table).findByRole('link', { name: 'Hoofdgebouw' });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'School' }), 'Tweede Lyceum');
    await screen.findByRole('link', { name: 'Locatie toevoegen' });
    expect(screen.getByRole('link', { name: 'Locatie toevoegen' })).toHaveAttribute(
      'href',
      '/beheer/locaties/nieuw?school=2',
    );
    expect(calls.at(-1)).toContain('schoolId=2');
  });

  it('lets a location manager read but not add, edit or delete', async () => {
    session.account = staff.locationManager();
    renderManagement('/beheer/locaties/1');
    await screen.findByRole('heading', { level: 1, name: 'Hoofdgebouw' });
    expect(screen.queryByRole('link', { name: 'Bewerken' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verwijderen' })).not.toBeInTheDocument();
  });
});
