// .xlsx class lists through exceljs: Dutch names, dates, hyperlinks, and formula cells that come
// back as their formula text (never evaluated); a non-zip renamed to .xlsx is a clean Dutch error.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { readImportFile } from '../../server/services/studentImport/readFile';
import { cellText } from '../../server/services/studentImport/readXlsx';
import { ImportFileError, checkRows, recogniseColumns } from '../../src/shared/studentImport';

const FIXTURES = path.join(__dirname, '..', 'fixtures', 'studentImport');
const fixture = (name: string): Uint8Array => new Uint8Array(fs.readFileSync(path.join(FIXTURES, name)));

async function fileError(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (err) {
    if (err instanceof ImportFileError) return `${err.code}: ${err.message}`;
    throw err;
  }
  throw new Error('no error thrown');
}

describe('reading .xlsx', () => {
  it('reads the e2e class list: title row skipped, dates as ISO, hyperlink text, formula as text', async () => {
    const table = await readImportFile(fixture('klas-2c.xlsx'), 'klas-2c.xlsx');
    expect(table.headers).toEqual([
      'Roepnaam',
      'Tussenvoegsel',
      'Achternaam',
      'E-mail',
      'Klas',
      'Leerjaar',
      'Niveau',
      'Geboortedatum',
      'Locatie',
    ]);
    expect(table.rows).toHaveLength(8);
    expect(table.rows[0]).toEqual({
      line: 4,
      cells: [
        'Lotte',
        '',
        'Visser',
        'lotte.visser@leerling.example.nl',
        '2C',
        '2',
        'havo',
        '2012-03-14',
        'Hoofdgebouw',
      ],
    });
    expect(table.rows[1].cells[2]).toBe('Çelik');
    expect(table.rows[4].cells[3]).toBe('noah.intveld@leerling.example.nl');
    expect(table.rows[6].cells[2]).toBe('=HYPERLINK("http://kwaad.example/","Bakker")');

    const rows = checkRows(table, recogniseColumns(table.headers), {
      locations: [
        { id: 1, name: 'Hoofdgebouw' },
        { id: 2, name: 'Noord' },
      ],
      existing: new Map(),
    });
    expect(rows.map((r) => r.status)).toEqual(['new', 'new', 'new', 'new', 'new', 'error', 'error', 'new']);
    expect(rows[5].errors[0].code).toBe('invalid_email');
    expect(rows[6].errors[0].code).toBe('formula');
    expect(rows[4].student).toMatchObject({ preposition: "in 't", familyName: 'Veld', yearOfStudy: 2, level: 'havo' });
  });

  it('gives every kind of cell value as text', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(3)).toBe('3');
    expect(cellText(true)).toBe('true');
    expect(cellText(new Date(Date.UTC(2011, 10, 2)))).toBe('2011-11-02');
    expect(cellText({ richText: [{ text: 'Jansen-' }, { text: 'de Vries' }] })).toBe('Jansen-de Vries');
    expect(cellText({ formula: 'A1+1', result: 2 })).toBe('=A1+1');
    expect(cellText({ sharedFormula: 'A1', result: 2 } as ExcelJS.CellSharedFormulaValue)).toBe('=A1');
    expect(cellText({ error: '#N/A' } as ExcelJS.CellErrorValue)).toBe('#N/A');
  });

  it('refuses a text file renamed to .xlsx, a damaged zip, and a workbook without data, in Dutch', async () => {
    expect(await fileError(() => readImportFile(fixture('text-renamed.xlsx'), 'klas.xlsx'))).toMatch(
      /^unreadable_file: /,
    );
    const damaged = fixture('klas-2c.xlsx').slice(0, 600);
    expect(await fileError(() => readImportFile(damaged, 'klas.xlsx'))).toMatch(/^unreadable_file: /);
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Leeg');
    const empty = new Uint8Array(await wb.xlsx.writeBuffer());
    expect(await fileError(() => readImportFile(empty, 'leeg.xlsx'))).toMatch(/^empty_file: Het bestand is leeg/);
  });

  it('reads a spreadsheet renamed to .csv as a spreadsheet', async () => {
    const table = await readImportFile(fixture('klas-2c.xlsx'), 'klas-2c.csv');
    expect(table.rows).toHaveLength(8);
  });
});
