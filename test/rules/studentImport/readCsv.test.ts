// Real-world messy CSV: what Magister, SOMtoday, Eduarte and Excel really write.
import fs from 'node:fs';
import path from 'node:path';
import { ImportFileError, detectFileType, readCsv, recogniseColumns } from '../../../src/shared/studentImport';

const FIXTURES = path.join(__dirname, '..', '..', 'fixtures', 'studentImport');
const fixture = (name: string): Uint8Array => new Uint8Array(fs.readFileSync(path.join(FIXTURES, name)));

function fileError(run: () => unknown): string {
  try {
    run();
  } catch (err) {
    if (err instanceof ImportFileError) return `${err.code}: ${err.message}`;
    throw err;
  }
  throw new Error('no error thrown');
}

describe('reading CSV exports', () => {
  it('finds the semicolon of a short list that ends in empty lines', () => {
    const table = readCsv(new TextEncoder().encode('Roepnaam;Achternaam\r\nSanne;Boer\r\n\r\n'));
    expect(table.headers).toEqual(['Roepnaam', 'Achternaam']);
    expect(table.rows).toEqual([{ line: 2, cells: ['Sanne', 'Boer'] }]);
  });

  it('reads a Magister export: semicolons, BOM, CRLF, a quoted semicolon, empty lines', () => {
    const table = readCsv(fixture('magister-semicolon-bom.csv'));
    expect(table.headers[0]).toBe('Stamnr'); // the BOM is not part of the first header
    expect(table.headers).toHaveLength(10);
    expect(table.rows.map((r) => r.cells[1])).toEqual(['Sanne', 'Mohammed', 'Anne', 'Daniëlle']);
    expect(table.rows[2].cells[9]).toBe('30-06-2012; geschat');
    // Line numbers are the file's: empty lines are skipped but counted.
    expect(table.rows.map((r) => r.line)).toEqual([2, 3, 5, 7]);
    expect(recogniseColumns(table.headers)).toEqual({
      givenName: 1,
      preposition: 2,
      familyName: 3,
      className: 4,
      yearOfStudy: 5,
      level: 6,
      email: 7,
      location: 8,
    });
  });

  it('decodes Windows-1252 (Excel on Dutch Windows) when the bytes are not UTF-8', () => {
    const table = readCsv(fixture('somtoday-windows1252.csv'));
    expect(table.rows.map((r) => r.cells[2])).toEqual(['Çelik', 'Dijk', 'Jansen-de Vries', 'O’Neill']);
    expect(table.rows[1].cells[0]).toBe('Zoë');
    expect(recogniseColumns(table.headers)).toMatchObject({
      givenName: 0,
      email: 3,
      className: 4,
      location: 7,
      level: 6,
    });
  });

  it('reads tab-separated text with a title line above the header (Eduarte)', () => {
    const table = readCsv(fixture('eduarte-tab.txt'));
    expect(table.headers[1]).toBe('Roepnaam');
    expect(table.rows).toHaveLength(2);
    expect(table.rows[0]).toEqual({
      line: 4,
      cells: [
        '500101',
        'Kevin',
        '',
        'Bakker',
        'kevin.bakker@student.example.nl',
        'VZ1A',
        'MBO niveau 2',
        '1',
        'Hoofdlocatie',
      ],
    });
  });

  it('reads UTF-16 (Excel "Unicode text") and UTF-8 without BOM', () => {
    const text = 'Roepnaam\tAchternaam\tE-mail\r\nÇiğdem\tYılmaz\tc.yilmaz@leerling.example.nl\r\n';
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from(text, 'utf16le')]);
    expect(readCsv(utf16).rows[0].cells).toEqual(['Çiğdem', 'Yılmaz', 'c.yilmaz@leerling.example.nl']);
    expect(readCsv(new TextEncoder().encode(text.replace(/\t/g, ','))).rows[0].cells[1]).toBe('Yılmaz');
  });

  it('refuses an empty file, a header without rows and a binary renamed to .csv, in Dutch', () => {
    expect(fileError(() => readCsv(fixture('empty.csv')))).toMatch(/^empty_file: Het bestand is leeg/);
    expect(fileError(() => readCsv(fixture('header-only.csv')))).toMatch(/^empty_file/);
    expect(fileError(() => readCsv(fixture('binary-renamed.csv')))).toMatch(/^unreadable_file: Het bestand kan niet/);
  });

  it('refuses more rows than one import takes', () => {
    const csv = ['Roepnaam,Achternaam,E-mail', ...Array.from({ length: 20_001 }, (_, i) => `A,B,a${i}@x.nl`)].join(
      '\n',
    );
    expect(fileError(() => readCsv(new TextEncoder().encode(csv)))).toMatch(/^too_many_rows/);
  });
});

describe('file type by content and name', () => {
  it('takes a zip as .xlsx even when named .csv, refuses old .xls and other names', () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
    expect(detectFileType(zip, 'klas.xlsx')).toBe('xlsx');
    expect(detectFileType(zip, 'klas.csv')).toBe('xlsx');
    expect(detectFileType(new TextEncoder().encode('a;b'), 'Klas.CSV')).toBe('csv');
    expect(detectFileType(new TextEncoder().encode('a;b'), 'klas.txt')).toBe('csv');
    expect(fileError(() => detectFileType(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0]), 'klas.xls'))).toMatch(
      /^unsupported_file_type/,
    );
    expect(fileError(() => detectFileType(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0]), 'klas.csv'))).toMatch(
      /^unsupported_file_type/,
    );
    expect(fileError(() => detectFileType(new TextEncoder().encode('%PDF-1.7'), 'klas.pdf'))).toMatch(
      /^unsupported_file_type/,
    );
    expect(fileError(() => detectFileType(fixture('text-renamed.xlsx'), 'text-renamed.xlsx'))).toMatch(
      /^unreadable_file/,
    );
    expect(fileError(() => detectFileType(new Uint8Array(), 'klas.csv'))).toMatch(/^empty_file/);
  });
});
