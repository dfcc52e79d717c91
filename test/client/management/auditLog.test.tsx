// Auditlog against msw: super admins read entries with Dutch action names, "as whom" while
// imitating, filters fed by list-filter-data and sent to the server; admins do not see it.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AuditEntry } from '../../../src/shared/management/auditLog';
import { detailLines } from '../../../src/management/features/auditLog/auditText';
import { formatDateTime } from '../../../src/management/ui/format';
import { renderManagement } from './render';
import { server, session, setupManagementServer, staff } from './mocks/server';

jest.mock('../../../src/management/app/navigateAway', () => ({ navigateAway: jest.fn() }));
jest.setTimeout(20_000);

setupManagementServer();

const queries: URLSearchParams[] = [];
const ENTRIES: AuditEntry[] = [
  {
    id: 2,
    action: 'school_update',
    actor: 'admin@demo.nl',
    as: 'manager@demo.nl',
    subject: null,
    entityType: 'school',
    entityId: 1,
    detail: { name: 'Demo College' },
    createdAt: '2026-11-23T08:05:00.000Z',
  },
  {
    id: 1,
    action: 'some_future_action',
    actor: null,
    as: null,
    subject: 'leerling@demo.nl',
    entityType: null,
    entityId: null,
    detail: {},
    createdAt: '2026-11-22T13:30:00.000Z',
  },
];

beforeEach(() => {
  session.account = staff.superAdmin();
  queries.length = 0;
  server.use(
    http.get('/api/audit-log', ({ request }) => {
      const q = new URL(request.url).searchParams;
      queries.push(q);
      const items = ENTRIES.filter((e) => !q.get('action') || e.action === q.get('action'));
      return HttpResponse.json({ items, total: items.length, page: 1, limit: 25 });
    }),
    http.get('/api/audit-log/list-filter-data', () =>
      HttpResponse.json({ actions: ['school_update', 'some_future_action'], entityTypes: ['school'] }),
    ),
  );
});

describe('Auditlog', () => {
  it('shows who did what as whom and when, in Dutch, and filters by action on the server', async () => {
    const { user } = renderManagement('/beheer/auditlog');
    const table = await screen.findByRole('table', { name: 'Auditlog' });
    await within(table).findByText('School gewijzigd');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('admin@demo.nl als manager@demo.nl');
    expect(rows[1]).toHaveTextContent('School gewijzigd');
    expect(rows[1]).toHaveTextContent('School 1');
    expect(rows[1]).toHaveTextContent('name: Demo College');
    // In the browser's own time zone, as every date of the site.
    expect(rows[1]).toHaveTextContent(formatDateTime('2026-11-23T08:05:00.000Z'));
    expect(formatDateTime('2026-11-23T08:05:00.000Z')).toMatch(/^23-11-2026 \d\d:05$/);
    expect(rows[2]).toHaveTextContent('systeem');
    expect(rows[2]).toHaveTextContent('some_future_action');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Actie' }), 'School gewijzigd');
    await screen.findByText('1 resultaat');
    expect(queries.at(-1)?.get('action')).toBe('school_update');
  });

  it('shows no filters while the log is empty', async () => {
    server.use(
      http.get('/api/audit-log', () => HttpResponse.json({ items: [], total: 0, page: 1, limit: 25 })),
      http.get('/api/audit-log/list-filter-data', () => HttpResponse.json({ actions: [], entityTypes: [] })),
    );
    renderManagement('/beheer/auditlog');
    expect(await screen.findByText('Het auditlog is nog leeg.')).toBeInTheDocument();
    expect(screen.queryByText('Filters')).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Zoeken op e-mailadres' })).toBeInTheDocument();
  });

  it('is not offered to an admin', async () => {
    session.account = staff.admin();
    renderManagement('/beheer/');
    const nav = await screen.findByRole('navigation');
    await within(nav).findByRole('link', { name: 'Instellingen' });
    expect(within(nav).queryByRole('link', { name: 'Auditlog' })).not.toBeInTheDocument();
  });
});

describe('detailLines', () => {
  it('writes details as key: value, nested values as JSON, and cuts long ones', () => {
    expect(detailLines({ name: 'X', ids: [1, 2], long: 'a'.repeat(100) })).toEqual([
      'name: X',
      'ids: [1,2]',
      `long: ${'a'.repeat(79)}…`,
    ]);
  });

  it('writes a change as before → after for the keys that changed only, even behind a long unchanged value', () => {
    const menu = [
      { label: 'Privacyverklaring', uri: '/privacy.html' },
      { label: 'Contact', uri: 'https://example.nl/c' },
    ];
    expect(
      detailLines({
        before: { footerMenu: menu, statsMinGroupSize: 10, staffMfaMandatory: false },
        after: { footerMenu: menu, statsMinGroupSize: 17, staffMfaMandatory: true },
      }),
    ).toEqual(['statsMinGroupSize: 10 → 17', 'staffMfaMandatory: false → true']);
  });
});
