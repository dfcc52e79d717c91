// The student and user lists are sorted, paged and counted by the database (issue 35): every page,
// for every sort key and both orders, is the slice of the whole list in the order the sort key gives
// (nulls last for students, then id), with the total of the whole list; GET /api/user's kinds are the
// accounts roles.ts kindOf() names; and a school manager's user list holds the accounts scope.ts
// describes (their school's students, its managers and the managers of its locations, never an admin).
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import { json } from '../../../server/db/json';
import { kysely } from '../../../server/db/kysely';
import type { Database } from '../../../server/db/schema';
import { isAdmin, kindOf } from '../../../server/services/roles';
import { foldSearch } from '../../../src/shared/management/foldSearch';
import { STUDENT_SORT } from '../../../src/shared/management/student';
import { USER_SORT } from '../../../src/shared/management/user';
import type { Agent } from '../helpers/agent';
import { backends } from '../helpers/backends';
import { demoIds, sessionAs } from '../helpers/sessionAs';
import { useTestApp } from '../helpers/testApp';

type Ids = Awaited<ReturnType<typeof demoIds>>;

/** Students with ties and gaps in every sort column, and staff of every kind, some of two kinds at once. */
async function addAccounts(db: Kysely<Database>, ids: Ids): Promise<void> {
  const family = ['Jansen', 'Jansen', 'Çelik', null, 'de Vries', 'Jansen', 'Bakker', null, 'Öztürk', 'Bakker'];
  const students = family.map((familyName, i) => ({
    username: `lijst${i}@demo.nl`,
    password_hash: null,
    enabled: i % 4 !== 0,
    roles: json(i === 9 ? [] : ['ROLE_USER']),
    given_name: i % 3 === 0 ? null : ['Sem', 'Zoë', 'Daan'][i % 3],
    family_name: familyName,
    school_id: i < 8 ? ids.schoolA : ids.schoolB,
    location_id: i < 8 ? (i % 2 ? ids.locationMain : ids.locationNorth) : ids.locationB,
    class_name: i % 5 === 0 ? null : `${1 + (i % 3)}H`,
    study_year: i % 5 === 0 ? null : 1 + (i % 3),
    level: i % 4 === 0 ? null : ('havo' as const),
    last_login: i % 3 === 1 ? null : new Date(Date.UTC(2026, 0, 1 + (i % 4))),
    created_at: new Date(Date.UTC(2025, 7, 1 + (i % 2))),
    activated_at: i % 3 === 1 ? null : new Date(Date.UTC(2025, 8, 1)),
    managing_schools: json([]),
    managing_locations: json([]),
    google_secret: null,
  }));
  const staff = (username: string, roles: string[], schools: number[], locations: number[]) => ({
    username,
    password_hash: null,
    roles: json(roles),
    given_name: 'Staf',
    family_name: username.split('@')[0],
    school_id: null,
    managing_schools: json(schools),
    managing_locations: json(locations),
    google_secret: null,
  });
  await db
    .insertInto('users')
    .values([
      ...students,
      staff('super.ook.admin@demo.nl', ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN'], [ids.schoolA], []),
      staff('admin.met.locatie@demo.nl', ['ROLE_ADMIN'], [], [ids.locationNorth]),
      staff('school.b.en.hoofdgebouw@demo.nl', ['ROLE_USER'], [ids.schoolB], [ids.locationMain]),
      staff('school.a.en.centrum@demo.nl', ['ROLE_USER'], [ids.schoolA], [ids.locationB]),
      staff('alleen.centrum@demo.nl', ['ROLE_USER'], [], [ids.locationB]),
      staff('twee.locaties@demo.nl', ['ROLE_USER'], [], [ids.locationB, ids.locationNorth]),
    ])
    .execute();
}

const ids = (body: { items: Array<{ id: number }> }) => body.items.map((item) => item.id);

/** Every page of `url` (limit `size`) joined, and the total each page gave. */
async function allPages(agent: Agent, url: string, size: number) {
  const first = (await agent.get(`${url}&page=1&limit=${size}`)).json();
  const items = ids(first);
  const totals = new Set([first.total]);
  for (let page = 2; page <= Math.ceil(first.total / size); page++) {
    const body = (await agent.get(`${url}&page=${page}&limit=${size}`)).json();
    items.push(...ids(body));
    totals.add(body.total);
  }
  return { items, totals: [...totals] };
}

describe.each(backends)('list paging on $name', (backend) => {
  const ctx = useTestApp(backend);

  /** The ids of `accounts`, in the order of `column` (nulls last when asked), then id. */
  async function ordered(accounts: number[], column: string, order: 'asc' | 'desc', nullsLast: boolean) {
    const { sql } = kysely();
    const rows = await ctx.app.db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', accounts)
      .orderBy(sql.ref(column), (ob) => {
        const o = order === 'asc' ? ob.asc() : ob.desc();
        return nullsLast ? o.nullsLast() : o;
      })
      .orderBy('id')
      .execute();
    return rows.map((r) => r.id);
  }

  const everyone = () =>
    ctx.app.db
      .selectFrom('users')
      .select(['id', 'roles', 'managing_schools', 'managing_locations', 'school_id'])
      .execute();

  it('pages the students in the order of each sort key, both ways, with the whole count', async () => {
    const demo = await demoIds(ctx.app);
    await addAccounts(ctx.app.db, demo);
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const students = (await everyone()).filter((r) => kindOf(r) === 'student').map((r) => r.id);
    const column = {
      familyName: 'family_name',
      givenName: 'given_name',
      email: 'username',
      className: 'class_name',
      studyYear: 'study_year',
      level: 'level',
      lastLogin: 'last_login',
      createdAt: 'created_at',
    } satisfies Record<(typeof STUDENT_SORT)[number], string>;
    for (const sort of STUDENT_SORT)
      for (const order of ['asc', 'desc'] as const) {
        const expected = await ordered(students, column[sort], order, true);
        const paged = await allPages(admin, `/api/student?sort=${sort}&order=${order}`, 4);
        expect({ sort, order, ...paged }).toEqual({ sort, order, items: expected, totals: [expected.length] });
      }
  });

  it("pages a manager's filtered and searched students the same way", async () => {
    const demo = await demoIds(ctx.app);
    await addAccounts(ctx.app.db, demo);
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    const here = await ctx.app.db
      .selectFrom('users')
      .select(['id', 'username', 'given_name', 'family_name'])
      .where('school_id', '=', demo.schoolA)
      .where('location_id', '=', demo.locationMain)
      .execute();
    const matching = here.filter((r) =>
      [r.username, r.given_name, r.family_name].some((name) => foldSearch(name ?? '').includes('jans')),
    );
    const expected = await ordered(
      matching.map((r) => r.id),
      'given_name',
      'desc',
      true,
    );
    expect(expected.length).toBeGreaterThan(2);
    const paged = await allPages(
      manager,
      `/api/student?locationId=${demo.locationMain}&search=JANS&sort=givenName&order=desc`,
      2,
    );
    expect(paged).toEqual({ items: expected, totals: [expected.length] });
  });

  it('pages every account in the order of each sort key, both ways', async () => {
    await addAccounts(ctx.app.db, await demoIds(ctx.app));
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const all = (await everyone()).map((r) => r.id);
    const column = {
      username: 'username',
      familyName: 'family_name',
      lastLogin: 'last_login',
      createdAt: 'created_at',
    } satisfies Record<(typeof USER_SORT)[number], string>;
    for (const sort of USER_SORT)
      for (const order of ['asc', 'desc'] as const) {
        const expected = await ordered(all, column[sort], order, false);
        const paged = await allPages(admin, `/api/user?sort=${sort}&order=${order}`, 5);
        expect({ sort, order, ...paged }).toEqual({ sort, order, items: expected, totals: [expected.length] });
      }
  });

  it('filters the user list by kind as kindOf names each account', async () => {
    await addAccounts(ctx.app.db, await demoIds(ctx.app));
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const accounts = await everyone();
    for (const kind of ['superAdmin', 'admin', 'schoolManager', 'locationManager', 'student', 'staff'] as const) {
      const expected = accounts
        .filter((r) => (kind === 'staff' ? kindOf(r) !== 'student' : kindOf(r) === kind))
        .map((r) => r.id)
        .sort((a, b) => a - b);
      const body = (await admin.get(`/api/user?kind=${kind}&limit=1000`)).json();
      expect({ kind, items: ids(body).sort((a, b) => a - b), total: body.total }).toEqual({
        kind,
        items: expected,
        total: expected.length,
      });
      expect(expected.length).toBeGreaterThan(0);
    }
  });

  it("gives a school manager their school's students and the managers of it or its locations, no admin", async () => {
    const demo = await demoIds(ctx.app);
    await addAccounts(ctx.app.db, demo);
    const schoolA = [demo.schoolA];
    const locationsA = [demo.locationMain, demo.locationNorth];
    const expected = (await everyone())
      .filter(
        (r) =>
          !isAdmin(r) &&
          ((kindOf(r) === 'student' && schoolA.includes(r.school_id ?? -1)) ||
            r.managing_schools.some((s) => schoolA.includes(s)) ||
            r.managing_locations.some((l) => locationsA.includes(l))),
      )
      .map((r) => r.id)
      .sort((a, b) => a - b);
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    const body = (await manager.get('/api/user?limit=1000')).json();
    expect({ items: ids(body).sort((a, b) => a - b), total: body.total }).toEqual({
      items: expected,
      total: expected.length,
    });
    const staff = (await manager.get('/api/user?kind=staff&limit=1000')).json();
    expect(staff.items.map((u: { username: string }) => u.username).sort()).toEqual([
      'locatie@demo.nl',
      'manager@demo.nl',
      'school.a.en.centrum@demo.nl',
      'school.b.en.hoofdgebouw@demo.nl',
      'twee.locaties@demo.nl',
    ]);
  });
});
