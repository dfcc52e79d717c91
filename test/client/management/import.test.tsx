// Importeren against msw: a manager picks a file, sees every row with its status and Dutch reason,
// imports the valid rows, and marks an incomplete import seen. The file and the corrected column
// mapping are sent as multipart, as the server expects.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ImportPreview } from '../../../src/management/api/student';
import { renderManagement } from './render';
import { server, setupManagementServer } from './mocks/server';

// jest-fixed-jsdom gives Node's FormData (undici), which takes only Node's own File, not jsdom's.
import { File as NodeFile } from 'node:buffer';

jest.mock('../../../src/management/app/navigateAway', () => ({ navigateAway: jest.fn() }));

// The whole import flow is one test of many user events; on a loaded 2-core machine it passes 5 s.
jest.setTimeout(20_000);

setupManagementServer();

const student = (given: string, family: string, email: string) => ({
  givenName: given,
  preposition: null,
  familyName: family,
  email,
  className: '2C',
  locationId: 3,
  yearOfStudy: 2,
  level: 'havo' as const,
});

const PREVIEW: ImportPreview = {
  schoolId: 2,
  fileName: 'klas-2c.xlsx',
  columns: [
    { index: 0, header: 'Roepnaam', field: 'givenName' },
    { index: 1, header: 'Achternaam', field: 'familyName' },
    { index: 2, header: 'E-mail', field: 'email' },
    { index: 3, header: 'Stamklas', field: null },
  ],
  mapping: { givenName: 0, familyName: 1, email: 2 },
  counts: { total: 4, new: 2, update: 0, unchanged: 0, error: 2 },
  rows: [
    {
      line: 3,
      status: 'new',
      student: student('Lotte', 'Visser', 'lotte@leerling.nl'),
      existingId: null,
      changes: [],
      errors: [],
      source: { name: 'Lotte Visser', email: 'lotte@leerling.nl' },
    },
    {
      line: 4,
      status: 'new',
      student: student('Sem', 'Bakker', 'sem@leerling.nl'),
      existingId: null,
      changes: [],
      errors: [],
      source: { name: 'Sem Bakker', email: 'sem@leerling.nl' },
    },
    {
      line: 6,
      status: 'error',
      student: null,
      existingId: null,
      changes: [],
      errors: [{ code: 'invalid_email', field: 'email', message: 'Het e-mailadres "julia@leerling" is ongeldig.' }],
      source: { name: 'Julia de Groot', email: 'julia@leerling' },
    },
    {
      line: 7,
      status: 'error',
      student: null,
      existingId: null,
      changes: [],
      errors: [{ code: 'formula', field: 'familyName', message: 'Achternaam bevat een formule.' } as never],
      source: { name: 'Bram =HYPERLINK("x")', email: 'bram@leerling.nl' },
    },
  ],
};

let sent: Array<{ url: string; fields: Record<string, string> }>;
let seen: number[];

beforeEach(() => {
  sent = [];
  seen = [];
  const record = async (request: Request) => {
    const form = await request.formData();
    const fields: Record<string, string> = {};
    form.forEach((value, key) => {
      fields[key] = typeof value === 'string' ? value : `file:${(value as File).name}`;
    });
    sent.push({ url: new URL(request.url).pathname, fields });
    return fields;
  };
  server.use(
    http.post('/api/student/preview-import', async ({ request }) => {
      const fields = await record(request);
      if (fields.file === 'file:leeg.csv')
        return HttpResponse.json(
          { error: 'empty_file', message: 'Het bestand is leeg: er staan geen leerlingen in.' },
          { status: 400 },
        );
      return HttpResponse.json(PREVIEW);
    }),
    http.post('/api/student/import', async ({ request }) => {
      await record(request);
      return HttpResponse.json({
        importId: 9,
        schoolId: 2,
        status: 'incomplete',
        counts: PREVIEW.counts,
        errors: PREVIEW.rows.slice(2),
      });
    }),
    http.get('/api/student/imports/incomplete', () =>
      HttpResponse.json({
        items: seen.includes(5)
          ? []
          : [
              {
                id: 5,
                schoolId: 2,
                schoolName: 'Demo College',
                fileName: 'klas-1a.csv',
                createdAt: '2026-11-20T09:30:00Z',
                createdBy: 'manager@demo.nl',
                viaApi: false,
                status: 'incomplete',
                counts: { total: 30, new: 28, update: 0, unchanged: 0, error: 2 },
                seenAt: null,
              },
            ],
      }),
    ),
    http.put('/api/student/imports/:id/seen', ({ params }) => {
      seen.push(Number(params.id));
      return HttpResponse.json({ success: true });
    }),
  );
});

const file = (name: string, type: string, body = 'x') => new NodeFile([body], name, { type }) as unknown as File;
const xlsx = () => file('klas-2c.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'PK');

describe('Importeren', () => {
  it('previews every row with its status and Dutch reason, then imports the valid rows', async () => {
    const { user } = renderManagement('/beheer/importeren');
    await screen.findByRole('heading', { level: 1, name: 'Leerlingen importeren' });
    await user.click(screen.getByRole('button', { name: 'Voorbeeld bekijken' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Kies eerst een bestand.');

    await user.upload(screen.getByLabelText('Bestand (.csv of .xlsx)'), xlsx());
    await user.click(screen.getByRole('button', { name: 'Voorbeeld bekijken' }));
    const rows = await screen.findByRole('table');
    expect(within(rows).getAllByText('fout')).toHaveLength(2);
    expect(within(rows).getAllByText('nieuw')).toHaveLength(2);
    expect(within(rows).getByText('Het e-mailadres "julia@leerling" is ongeldig.')).toBeInTheDocument();
    // A row in error still says whose it is, in the file's own words.
    expect(within(rows).getByText('Julia de Groot')).toBeInTheDocument();
    expect(sent[0]).toEqual({ url: '/api/student/preview-import', fields: { file: 'file:klas-2c.xlsx' } });

    // Map the unused class column and check again: the mapping travels with the file.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kolom "Stamklas"' }), 'className');
    await user.click(screen.getByRole('button', { name: 'Opnieuw controleren' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(JSON.parse(sent[1].fields.mapping)).toMatchObject({ givenName: 0, familyName: 1, email: 2, className: 3 });

    await user.click(await screen.findByRole('button', { name: 'Importeren (2 leerlingen)' }));
    expect(await screen.findByRole('heading', { name: 'Import klaar' })).toBeInTheDocument();
    expect(screen.getByText(/2 nieuwe leerlingen, 0 bijgewerkt, 0 ongewijzigd, 2 met een fout/)).toBeInTheDocument();
    expect(sent[2].url).toBe('/api/student/import');
    expect(sent[2].fields.schoolId).toBe('2');
  });

  it('ties "Kies eerst een bestand." to the file field, as the other form errors are', async () => {
    const { user } = renderManagement('/beheer/importeren');
    await screen.findByRole('heading', { level: 1, name: 'Leerlingen importeren' });
    const input = screen.getByLabelText('Bestand (.csv of .xlsx)');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Voorbeeld bekijken' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Kies eerst een bestand.'));
    await user.upload(input, xlsx());
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAccessibleDescription(expect.stringContaining('Kies eerst een bestand.'));
  });

  it('keeps focus on "Voorbeeld bekijken" while the file is checked, and a second press sends nothing', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('/api/student/preview-import', async () => {
        sent.push({ url: '/api/student/preview-import', fields: {} });
        await held;
        return HttpResponse.json(PREVIEW);
      }),
    );
    const { user } = renderManagement('/beheer/importeren');
    await user.upload(await screen.findByLabelText('Bestand (.csv of .xlsx)'), xlsx());
    const button = screen.getByRole('button', { name: 'Voorbeeld bekijken' });
    button.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('button', { name: 'Bezig met controleren…' });
    // A disabled button drops focus to <body> (WCAG 2.4.3); aria-disabled keeps it on the button.
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(sent).toHaveLength(1);
    answer();
    await screen.findByRole('heading', { name: 'Voorbeeld van klas-2c.xlsx' });
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveFocus();
  });

  it('announces the counts in a live region around the list, so they stay a list', async () => {
    const { user } = renderManagement('/beheer/importeren');
    await user.upload(await screen.findByLabelText('Bestand (.csv of .xlsx)'), xlsx());
    await user.click(screen.getByRole('button', { name: 'Voorbeeld bekijken' }));
    const summary = await screen.findByRole('region', { name: 'Voorbeeld van klas-2c.xlsx' });
    const counts = within(within(summary).getByRole('status')).getByRole('list');
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 Nieuw', '0 Bijwerken', '0 Ongewijzigd', '2 Fout']);
  });

  it("shows the server's Dutch reason for a refused file", async () => {
    const { user } = renderManagement('/beheer/importeren');
    await user.upload(await screen.findByLabelText('Bestand (.csv of .xlsx)'), file('leeg.csv', 'text/csv', ''));
    await user.click(screen.getByRole('button', { name: 'Voorbeeld bekijken' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Het bestand is leeg: er staan geen leerlingen in.');
  });

  it('lists incomplete imports until they are marked seen', async () => {
    const { user } = renderManagement('/beheer/importeren');
    const item = await screen.findByText(/klas-1a.csv · Demo College · 20-11-2026/);
    expect(item).toHaveTextContent('2 regels met een fout');
    await user.click(screen.getByRole('button', { name: 'Markeer als gezien' }));
    expect(await screen.findByText('Er zijn geen onvolledige imports.')).toBeInTheDocument();
    expect(seen).toEqual([5]);
  });
});
