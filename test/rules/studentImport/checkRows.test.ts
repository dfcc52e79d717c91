// Each row of a class list: new, update, unchanged or error, with the Dutch reason.
import fs from 'node:fs';
import path from 'node:path';
import {
  type CheckContext,
  type ExistingAccount,
  ImportFileError,
  assertRequiredColumns,
  checkRows,
  readCsv,
  recogniseColumns,
  resolveMapping,
} from '../../../src/shared/studentImport';

const FIXTURES = path.join(__dirname, '..', '..', 'fixtures', 'studentImport');
const fixture = (name: string) => readCsv(new Uint8Array(fs.readFileSync(path.join(FIXTURES, name))));

const HOOFD = { id: 7, name: 'Hoofdlocatie' };
const context = (over: Partial<CheckContext> = {}): CheckContext => ({
  locations: [HOOFD],
  existing: new Map(),
  ...over,
});

const existing = (over: Partial<ExistingAccount>): ExistingAccount => ({
  id: 100,
  email: '',
  importable: true,
  givenName: null,
  preposition: null,
  familyName: null,
  className: null,
  locationId: null,
  yearOfStudy: null,
  level: null,
  ...over,
});

describe('checking rows', () => {
  it('turns a clean Magister export into new students, addresses in lower case', () => {
    const table = fixture('magister-semicolon-bom.csv');
    const rows = checkRows(table, recogniseColumns(table.headers), context());
    expect(rows.map((r) => r.status)).toEqual(['new', 'new', 'new', 'new']);
    expect(rows[1].student).toEqual({
      givenName: 'Mohammed',
      preposition: null,
      familyName: 'El Amrani',
      email: 'm.elamrani@leerling.example.nl',
      className: '2B',
      locationId: 7,
      yearOfStudy: 2,
      level: 'havo',
    });
    // "hoofdlocatie " in the file matches Hoofdlocatie.
    expect(rows[3].student).toMatchObject({ familyName: 'Jansen-de Vries', givenName: 'Daniëlle', locationId: 7 });
  });

  it('names every problem in Dutch, one row at a time', () => {
    const table = fixture('row-problems.csv');
    const rows = checkRows(table, recogniseColumns(table.headers), context());
    const summary = rows.map((r) => [r.line, r.status, r.errors.map((e) => `${e.code}: ${e.message}`)]);
    expect(summary).toEqual([
      [2, 'new', []],
      [3, 'error', ['invalid_email: "piet.puk@@leerling" is geen geldig e-mailadres.']],
      [4, 'error', ['duplicate_in_file: Dit e-mailadres staat vaker in het bestand (regel 5).']],
      [5, 'error', ['duplicate_in_file: Dit e-mailadres staat vaker in het bestand (regel 4).']],
      [6, 'error', ['unknown_location: Onbekende locatie "Maanbasis". Bekende locaties: Hoofdlocatie.']],
      [7, 'error', ['invalid_year: Leerjaar "twaalf" is geen getal van 1 tot en met 8.']],
      [8, 'error', ['unknown_level: Onbekend niveau "universiteit". Gebruik vmbo, havo, vwo of mbo.']],
      [
        9,
        'error',
        [
          'formula: Roepnaam bevat een formule ("=HYPERLINK("http://kwaad.example/","k..."). Formules worden niet uitgevoerd: vul de waarde zelf in.',
        ],
      ],
      [10, 'error', ['missing_value: Achternaam ontbreekt.']],
    ]);
    expect(rows.filter((r) => r.status === 'error').every((r) => r.student === null)).toBe(true);
  });

  it('compares with existing students: update names what changes, unchanged when nothing does', () => {
    const table = fixture('magister-semicolon-bom.csv');
    const sanne = existing({
      id: 1,
      email: 'sanne.deboer@leerling.example.nl',
      givenName: 'Sanne',
      preposition: 'de',
      familyName: 'Boer',
      className: '1B',
      locationId: 7,
      yearOfStudy: 1,
      level: 'havo',
    });
    const mohammed = existing({
      id: 2,
      email: 'm.elamrani@leerling.example.nl',
      givenName: 'Mohammed',
      familyName: 'El  Amrani',
      className: '2B',
      locationId: 7,
      yearOfStudy: 2,
      level: 'havo',
    });
    const staff = existing({ id: 3, email: 'anne.vanderberg@leerling.example.nl', importable: false });
    const rows = checkRows(
      table,
      recogniseColumns(table.headers),
      context({ existing: new Map([sanne, mohammed, staff].map((e) => [e.email, e])) }),
    );
    expect(rows.map((r) => [r.status, r.existingId, r.changes])).toEqual([
      ['update', 1, ['className', 'yearOfStudy']],
      ['unchanged', 2, []],
      ['error', null, []],
      ['new', null, []],
    ]);
    expect(rows[2].errors[0].message).toBe(
      'Dit e-mailadres hoort al bij een ander account dat je hier niet kunt wijzigen.',
    );
  });

  it('needs a location when the school has several and the file has none; a known-class list is enforced', () => {
    const table = readCsv(
      new TextEncoder().encode('Roepnaam,Achternaam,E-mail,Klas\nAnna,Smit,anna@x.nl,1A\nBo,Smit,bo@x.nl,9Z\n'),
    );
    const two = context({ locations: [HOOFD, { id: 8, name: 'Dependance' }], knownClasses: ['1a'] });
    const rows = checkRows(table, recogniseColumns(table.headers), two);
    expect(rows[0].errors.map((e) => e.message)).toEqual(['Kies een locatie: deze school heeft er meer dan één.']);
    expect(rows[1].errors.map((e) => e.code)).toEqual(['location_required', 'unknown_class']);
    expect(checkRows(table, recogniseColumns(table.headers), context())[0].student?.locationId).toBe(7);
  });
});

describe('columns', () => {
  it('recognises Dutch and English headers and lets the user override them', () => {
    const headers = ['First name', 'Last name', 'Email address', 'Class', 'Mentor', 'Groep'];
    expect(recogniseColumns(headers)).toEqual({ givenName: 0, familyName: 1, email: 2, className: 3 });
    // The user says column 5 (Groep) is the class and column 3 is not used.
    expect(resolveMapping(headers, { className: 5 })).toEqual({ givenName: 0, familyName: 1, email: 2, className: 5 });
    expect(resolveMapping(headers, { email: null, location: 2 })).toEqual({
      givenName: 0,
      familyName: 1,
      email: null,
      location: 2,
      className: 3,
    });
  });

  it('refuses a mapping with one column for two fields or an index outside the file', () => {
    const headers = ['Roepnaam', 'Achternaam', 'E-mail'];
    expect(() => resolveMapping(headers, { familyName: 0, givenName: 0 })).toThrow(ImportFileError);
    // Giving a recognised column to another field takes it away from the first.
    expect(resolveMapping(headers, { familyName: 0 })).toEqual({ familyName: 0, email: 2 });
    expect(() => resolveMapping(headers, { level: 3 })).toThrow(ImportFileError);
    expect(() => resolveMapping(headers, { level: -1 })).toThrow(ImportFileError);
  });

  it('names the missing required columns in Dutch', () => {
    const table = fixture('missing-column.csv');
    let message = '';
    try {
      assertRequiredColumns(recogniseColumns(table.headers));
    } catch (err) {
      message = (err as ImportFileError).code + ': ' + (err as ImportFileError).message;
    }
    expect(message).toBe(
      'missing_columns: De volgende kolommen ontbreken: Achternaam. Kies bij elke kolom welk gegeven erin staat.',
    );
  });
});
