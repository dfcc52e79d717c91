// The management lists' machinery: paging, sorting, search (from 3 characters) and filters are
// held in the URL and sent to the server; the server's page is what the table shows.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { apiClient } from '../../../src/common/api/client';
import { DataTable } from '../../../src/management/ui/DataTable';
import { ListToolbar } from '../../../src/management/ui/ListToolbar';
import { apiQuery, useListParams } from '../../../src/management/ui/useListParams';
import { useRemote } from '../../../src/management/ui/useRemote';
import { server, setupManagementServer } from './mocks/server';

setupManagementServer();

interface Item {
  id: number;
  name: string;
  city: string;
}

const ITEMS: Item[] = Array.from({ length: 57 }, (_, i) => ({
  id: i + 1,
  name: `School ${String(i + 1).padStart(2, '0')}`,
  city: i % 2 ? 'Utrecht' : 'Zwolle',
}));

const requests: URLSearchParams[] = [];

function listHandler() {
  return http.get('/api/item', ({ request }) => {
    const q = new URL(request.url).searchParams;
    requests.push(q);
    if (q.get('search') === 'kapot') return HttpResponse.json({ error: 'internal_error' }, { status: 500 });
    let rows = ITEMS.filter((item) => !q.get('city') || item.city === q.get('city'));
    const search = q.get('search');
    if (search) rows = rows.filter((item) => item.name.toLowerCase().includes(search.toLowerCase()));
    if (q.get('sort') === 'name' && q.get('order') === 'desc') rows = [...rows].reverse();
    const page = Number(q.get('page'));
    const limit = Number(q.get('limit'));
    return HttpResponse.json({ items: rows.slice((page - 1) * limit, page * limit), total: rows.length, page, limit });
  });
}

function Where() {
  const location = useLocation();
  return <output data-testid="url">{location.search}</output>;
}

function Harness() {
  const list = useListParams(['city']);
  const query = apiQuery(list.params);
  const remote = useRemote(
    async () => (await apiClient.get<{ items: Item[]; total: number }>('/api/item', { params: query })).data,
    JSON.stringify(query),
  );
  return (
    <>
      <ListToolbar
        list={list}
        filters={[
          {
            key: 'city',
            label: 'Plaats',
            options: [
              { value: 'Utrecht', label: 'Utrecht' },
              { value: 'Zwolle', label: 'Zwolle' },
            ],
          },
        ]}
      />
      {remote.status === 'failed' && <p role="alert">{remote.message}</p>}
      <DataTable
        caption="Scholen"
        list={list}
        loading={remote.status === 'loading'}
        rows={remote.data?.items ?? null}
        total={remote.data?.total ?? 0}
        rowKey={(row) => row.id}
        columns={[
          { label: 'Naam', sortKey: 'name', render: (row) => row.name },
          { label: 'Plaats', render: (row) => row.city },
        ]}
      />
      <Where />
    </>
  );
}

function renderList(path = '/lijst') {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Harness />
    </MemoryRouter>,
  );
  return user;
}

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

beforeEach(() => {
  requests.length = 0;
  server.use(listHandler());
});

describe('server-paged list', () => {
  it('shows the first page of 25 with the total, and walks the pages with Vorige/Volgende', async () => {
    const user = renderList();
    expect(await screen.findByText('57 resultaten')).toBeInTheDocument();
    expect(names()).toHaveLength(25);
    expect(screen.getByText('Pagina 1 van 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vorige' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await screen.findByText('Pagina 2 van 3');
    await waitFor(() => expect(names()[0]).toBe('School 26'));
    expect(screen.getByTestId('url')).toHaveTextContent('?pagina=2');
  });

  it('keeps focus on Volgende at the last page: the button stays focusable, says it is unavailable and does nothing', async () => {
    const user = renderList();
    await screen.findByText('57 resultaten');
    const next = screen.getByRole('button', { name: 'Volgende' });
    next.focus();
    await user.keyboard('{Enter}');
    await screen.findByText('Pagina 2 van 3');
    await user.keyboard('{Enter}');
    await screen.findByText('Pagina 3 van 3');
    // A disabled button drops focus to <body> (WCAG 2.4.3); aria-disabled keeps it where it was.
    expect(next).not.toBeDisabled();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();
    const asked = requests.length;
    await user.keyboard('{Enter}');
    expect(screen.getByText('Pagina 3 van 3')).toBeInTheDocument();
    expect(screen.getByTestId('url')).toHaveTextContent('?pagina=3');
    expect(requests).toHaveLength(asked);
  });

  it('offers a visible "Sorteren" choice (the header row is hidden on phones) that sorts like the header buttons', async () => {
    const user = renderList();
    await screen.findByText('57 resultaten');
    const sort = screen.getByRole('combobox', { name: 'Sorteren' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Standaardvolgorde', 'Naam, oplopend', 'Naam, aflopend']);
    await user.selectOptions(sort, 'Naam, aflopend');
    await waitFor(() => expect(names()[0]).toBe('School 57'));
    expect(requests.at(-1)?.get('sort')).toBe('name');
    expect(requests.at(-1)?.get('order')).toBe('desc');
    // The header follows the choice, and the choice follows the header.
    expect(screen.getByRole('columnheader', { name: /Naam/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: /Naam/ }));
    await waitFor(() => expect(sort).toHaveDisplayValue('Naam, oplopend'));
    await user.selectOptions(sort, 'Standaardvolgorde');
    await waitFor(() => expect(requests.at(-1)?.has('sort')).toBe(false));
  });

  it('sorts on the server by the column header button, and a second press reverses it', async () => {
    const user = renderList();
    await screen.findByText('57 resultaten');
    const header = screen.getByRole('button', { name: /Naam/ });
    await user.click(header);
    await waitFor(() => expect(requests.at(-1)?.get('sort')).toBe('name'));
    expect(screen.getByRole('columnheader', { name: /Naam/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(header);
    await waitFor(() => expect(names()[0]).toBe('School 57'));
    expect(requests.at(-1)?.get('order')).toBe('desc');
    expect(screen.getByRole('columnheader', { name: /Naam/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('searches from 3 characters on, never with fewer, and starts again at page 1', async () => {
    const user = renderList('/lijst?pagina=2');
    await screen.findByText('Pagina 2 van 3');
    const search = screen.getByRole('searchbox', { name: 'Zoeken' });
    await user.type(search, '05');
    await new Promise((r) => setTimeout(r, 400));
    expect(requests.every((q) => !q.has('search'))).toBe(true);
    await user.clear(search);
    await user.type(search, 'ool 05');
    await screen.findByText('1 resultaat');
    expect(requests.at(-1)?.get('search')).toBe('ool 05');
    expect(requests.at(-1)?.get('page')).toBe('1');
  });

  it('filters with the list-filter options, and "Filters wissen" empties search and filters', async () => {
    const user = renderList();
    await screen.findByText('57 resultaten');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plaats' }), 'Utrecht');
    await screen.findByText('28 resultaten');
    expect(screen.getByTestId('url')).toHaveTextContent('city=Utrecht');
    await user.click(screen.getByRole('button', { name: 'Filters wissen' }));
    await screen.findByText('57 resultaten');
    expect(screen.getByRole('combobox', { name: 'Plaats' })).toHaveValue('');
  });

  it('says so when a search finds nothing, and explains a server failure in Dutch', async () => {
    const user = renderList();
    await screen.findByText('57 resultaten');
    await user.type(screen.getByRole('searchbox', { name: 'Zoeken' }), 'xyz');
    expect(await screen.findByText('Niets gevonden met deze zoekterm of filters.')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Zoeken' }));
    await user.type(screen.getByRole('searchbox', { name: 'Zoeken' }), 'kapot');
    expect(await screen.findByRole('alert')).toHaveTextContent('Er is helaas iets mis gegaan op de server.');
  });

  describe('on a phone (narrower than 900 px)', () => {
    const narrow = (query: string) =>
      ({ matches: !query.includes('min-width'), media: query }) as unknown as MediaQueryList;
    beforeEach(() => {
      window.matchMedia = jest.fn(narrow);
    });
    afterEach(() => {
      delete (window as Partial<Window>).matchMedia;
    });

    it('folds the filters behind "Filters" so the results come first; a tap opens them', async () => {
      const user = renderList();
      await screen.findByText('57 resultaten');
      const details = screen.getByText('Filters').closest('details');
      expect(details).not.toHaveAttribute('open');
      expect(screen.getByRole('searchbox', { name: 'Zoeken' })).toBeVisible();
      await user.click(screen.getByText('Filters'));
      expect(details).toHaveAttribute('open');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Plaats' }), 'Zwolle');
      expect(await screen.findByText('Filters (1 actief)')).toBeInTheDocument();
    });

    it('opens the filters at once when the address already holds one', async () => {
      renderList('/lijst?city=Utrecht');
      expect(await screen.findByText('28 resultaten')).toBeInTheDocument();
      expect(screen.getByText('Filters (1 actief)').closest('details')).toHaveAttribute('open');
    });
  });
});
