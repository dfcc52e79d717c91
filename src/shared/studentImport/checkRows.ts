// Every row of the file checked and classified against what the school already has: new, update,
// unchanged or error (with Dutch reasons). Nothing here reads or writes; the caller supplies the
// existing accounts and the locations the caller may use.
import { type Report, readPerson, reportFormulas } from './personCells';
import { FIELD_LABELS, ROW_ERRORS, fill, quote, rowSource } from './messages';
import type {
  CheckContext,
  CheckedRow,
  ColumnMapping,
  ExistingAccount,
  ImportedStudent,
  ParsedTable,
  RowError,
  RowErrorCode,
  StudentField,
} from './types';
import { STUDENT_FIELDS } from './types';
import { MAX_CLASS_LENGTH, looseKey, normaliseEmail, parseLevel, parseYear, sameText } from './values';

const error = (code: RowErrorCode, field: StudentField, params: Record<string, string | number> = {}): RowError => ({
  code,
  field,
  message: fill(ROW_ERRORS[code], { field: FIELD_LABELS[field], ...params }),
});

type Cells = Partial<Record<StudentField, string>>;

function cellsOf(cells: string[], mapping: ColumnMapping): Cells {
  const out: Cells = {};
  for (const field of STUDENT_FIELDS) {
    const index = mapping[field];
    if (typeof index === 'number') out[field] = cells[index] ?? '';
  }
  return out;
}

/** Builds the student from the row's cells, collecting every problem rather than stopping at the first. */
function readRow(cells: Cells, context: CheckContext, locationKeys: Map<string, number>) {
  const errors: RowError[] = [];
  const report: Report<StudentField> = (code, field, params) => errors.push(error(code, field, params));
  if (reportFormulas(cells, STUDENT_FIELDS, report)) return { student: null, errors };
  const { givenName, preposition, familyName, email } = readPerson(cells, report);

  let locationId: number | null = null;
  const locationText = cells.location ?? '';
  if (locationText !== '') {
    const id = locationKeys.get(looseKey(locationText));
    if (id === undefined)
      errors.push(
        error('unknown_location', 'location', {
          value: quote(locationText),
          known: context.locations.map((l) => l.name).join(', ') || '(geen)',
        }),
      );
    else locationId = id;
  } else if (context.locations.length === 1) locationId = context.locations[0].id;
  else if (context.locations.length > 1) errors.push(error('location_required', 'location'));

  const className = cells.className ? cells.className : null;
  if (className && className.length > MAX_CLASS_LENGTH)
    errors.push(error('too_long', 'className', { max: MAX_CLASS_LENGTH }));
  else if (className && context.knownClasses) {
    const known = new Set(context.knownClasses.map(looseKey));
    if (!known.has(looseKey(className))) errors.push(error('unknown_class', 'className', { value: quote(className) }));
  }

  let yearOfStudy: number | null = null;
  if (cells.yearOfStudy) {
    yearOfStudy = parseYear(cells.yearOfStudy);
    if (yearOfStudy === null) errors.push(error('invalid_year', 'yearOfStudy', { value: quote(cells.yearOfStudy) }));
  }
  let level: ImportedStudent['level'] = null;
  if (cells.level) {
    level = parseLevel(cells.level);
    if (level === null) errors.push(error('unknown_level', 'level', { value: quote(cells.level) }));
  }

  if (errors.length > 0 || givenName === null || familyName === null) return { student: null, errors };
  const student: ImportedStudent = {
    givenName,
    preposition,
    familyName,
    email,
    className,
    locationId,
    yearOfStudy,
    level,
  };
  return { student, errors };
}

/** Fields of an existing account the row would change; a column absent from the file changes nothing. */
function changedFields(student: ImportedStudent, cells: Cells, existing: ExistingAccount): StudentField[] {
  const changes: StudentField[] = [];
  if (!sameText(student.givenName, existing.givenName)) changes.push('givenName');
  if ('preposition' in cells && !sameText(student.preposition, existing.preposition)) changes.push('preposition');
  if (!sameText(student.familyName, existing.familyName)) changes.push('familyName');
  if ('className' in cells && !sameText(student.className, existing.className)) changes.push('className');
  if (student.locationId !== null && student.locationId !== existing.locationId) changes.push('location');
  if ('yearOfStudy' in cells && student.yearOfStudy !== existing.yearOfStudy) changes.push('yearOfStudy');
  if ('level' in cells && student.level !== existing.level) changes.push('level');
  return changes;
}

export function checkRows(table: ParsedTable, mapping: ColumnMapping, context: CheckContext): CheckedRow[] {
  const locationKeys = new Map(context.locations.map((l) => [looseKey(l.name), l.id]));
  const read = table.rows.map((row) => {
    const cells = cellsOf(row.cells, mapping);
    return { line: row.line, cells, ...readRow(cells, context, locationKeys) };
  });

  // Lines per address, so every copy of a duplicate names the others.
  const linesByEmail = new Map<string, number[]>();
  for (const row of read) {
    const email = normaliseEmail(row.cells.email ?? '');
    if (email) linesByEmail.set(email, [...(linesByEmail.get(email) ?? []), row.line]);
  }

  return read.map(({ line, cells, student, errors }): CheckedRow => {
    const source = rowSource(cells);
    const email = normaliseEmail(cells.email ?? '');
    const lines = linesByEmail.get(email) ?? [];
    if (lines.length > 1)
      errors.push(error('duplicate_in_file', 'email', { lines: lines.filter((l) => l !== line).join(', ') }));
    const existing = email ? context.existing.get(email) : undefined;
    if (existing && !existing.importable) errors.push(error('email_in_use', 'email'));
    if (errors.length > 0 || !student)
      return { line, status: 'error', student: null, existingId: null, changes: [], errors, source };
    if (!existing) return { line, status: 'new', student, existingId: null, changes: [], errors: [], source };
    const changes = changedFields(student, cells, existing);
    return {
      line,
      status: changes.length > 0 ? 'update' : 'unchanged',
      student,
      existingId: existing.id,
      changes,
      errors: [],
      source,
    };
  });
}
