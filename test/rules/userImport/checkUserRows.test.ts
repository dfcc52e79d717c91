// Each row of a staff list: new, update, unchanged or error, with the Dutch reason; the role from
// the words schools use, or from the locations when the list has no role column.
import {
  type ExistingUser,
  type UserCheckContext,
  checkUserRows,
  parseImportRole,
  splitLocations,
  userColumns,
} from '../../../src/shared/userImport';
import { readCsv } from '../../../src/shared/studentImport';

const NOORD = { id: 3, name: 'Noord' };
const ZUID = { id: 4, name: 'Zuid-Oost' };
const context = (over: Partial<UserCheckContext> = {}): UserCheckContext => ({
  locations: [NOORD, ZUID],
  existing: new Map(),
  ...over,
});
const existing = (over: Partial<ExistingUser>): ExistingUser => ({
  id: 50,
  email: 'lisa@school.nl',
  refusal: null,
  givenName: 'Lisa',
  preposition: null,
  familyName: 'Bakker',
  role: 'locationManager',
  locationIds: [3],
  ...over,
});

function check(csv: string, ctx = context()) {
  const table = readCsv(new TextEncoder().encode(csv), userColumns.recognisedCount);
  return checkUserRows(table, userColumns.resolveMapping(table.headers, undefined), ctx);
}

describe('the role of a staff row', () => {
  it.each([
    ['Locatiebeheerder', 'locationManager'],
    ['vestigingsmanager', 'locationManager'],
    ['Schoolbeheerder', 'schoolManager'],
    ['Coördinator', 'schoolManager'],
    ['beheerder', 'schoolManager'],
    ['conciërge', null],
    ['admin', null],
  ])('reads "%s" as %s', (text, role) => expect(parseImportRole(text)).toBe(role));

  it('splits locations on commas, semicolons and bars', () =>
    expect(splitLocations(' Noord, Zuid-Oost ;|')).toEqual(['Noord', 'Zuid-Oost']));
});

describe('checking staff rows', () => {
  it('recognises Dutch headers below a title line and makes new managers', () => {
    const rows = check(
      'Team 2026;;;\nVoornaam;Achternaam;E-mail;Locaties\nKees;Jansen;K.Jansen@School.nl;zuid oost\nIngrid;Dijk;ingrid@school.nl;\n',
    );
    expect(rows.map((r) => [r.line, r.status, r.staff?.role, r.staff?.locationIds])).toEqual([
      [3, 'new', 'locationManager', [4]],
      [4, 'new', 'schoolManager', []],
    ]);
    expect(rows[0].staff?.email).toBe('k.jansen@school.nl');
  });

  it('asks which location when a location manager has none and the school has several', () => {
    const [row] = check('Roepnaam,Achternaam,E-mail,Rol\nTom,Bos,tom@school.nl,locatiebeheerder\n');
    expect(row.errors.map((e) => e.message)).toEqual([
      'Kies de locatie(s) van deze locatiebeheerder: de school heeft er meer dan één.',
    ]);
    const [single] = check(
      'Roepnaam,Achternaam,E-mail,Rol\nTom,Bos,tom@school.nl,locatiebeheerder\n',
      context({ locations: [NOORD] }),
    );
    expect(single.staff?.locationIds).toEqual([3]);
  });

  it('refuses locations for a school manager and names unknown locations', () => {
    const rows = check(
      'Roepnaam,Achternaam,E-mail,Rol,Locatie\nA,B,a@school.nl,schoolbeheerder,Noord\nC,D,c@school.nl,,"Noord, West"\n',
    );
    expect(rows[0].errors[0].code).toBe('locations_for_school_manager');
    expect(rows[1].errors[0].message).toBe('Onbekende locatie "West". Bekende locaties: Noord, Zuid-Oost.');
  });

  it('keeps an existing location manager a location manager when the list has only names', () => {
    const ctx = context({ existing: new Map([['lisa@school.nl', existing({})]]) });
    expect(check('Roepnaam,Achternaam,E-mail\nLisa,Bakker,lisa@school.nl\n', ctx)[0]).toMatchObject({
      status: 'unchanged',
      existingId: 50,
    });
    expect(
      check('Roepnaam,Achternaam,E-mail,Locaties\nLisa,Bakker,lisa@school.nl,Noord;Zuid-Oost\n', ctx)[0],
    ).toMatchObject({ status: 'update', changes: ['locations'], staff: { locationIds: [3, 4] } });
  });

  it('refuses students, unreachable accounts, formulas and duplicates, each with its reason', () => {
    const ctx = context({
      existing: new Map([
        ['student@school.nl', existing({ email: 'student@school.nl', refusal: 'is_student' })],
        ['other@school.nl', existing({ email: 'other@school.nl', refusal: 'email_in_use' })],
      ]),
    });
    const rows = check(
      [
        'Roepnaam,Achternaam,E-mail',
        'S,T,student@school.nl',
        'O,P,other@school.nl',
        '@SUM(A1),X,x@school.nl',
        'D,E,dup@school.nl',
        'F,G,DUP@school.nl',
      ].join('\n'),
      ctx,
    );
    expect(rows.map((r) => r.errors.map((e) => e.code))).toEqual([
      ['is_student'],
      ['email_in_use'],
      ['formula'],
      ['duplicate_in_file'],
      ['duplicate_in_file'],
    ]);
  });
});
