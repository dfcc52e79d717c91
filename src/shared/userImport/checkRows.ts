// Every row of a staff list checked against the school's locations and the accounts that already
// use its addresses: new, update, unchanged or error (with Dutch reasons). Pure: the caller supplies
// the context.
import { type Report, readPerson, reportFormulas } from '../studentImport/personCells';
import { fill, quote, rowSource } from '../studentImport/messages';
import type { ParsedTable } from '../studentImport/types';
import { looseKey, normaliseEmail, sameText } from '../studentImport/values';
import { USER_FIELD_LABELS, USER_ROW_ERRORS } from './messages';
import {
  type ExistingUser,
  type ImportedUser,
  type ImportRole,
  USER_FIELDS,
  type UserCheckContext,
  type UserCheckedRow,
  type UserField,
  type UserMapping,
  type UserRowError,
  type UserRowErrorCode,
} from './types';
import { parseImportRole, splitLocations } from './values';

const error = (
  code: UserRowErrorCode,
  field: UserField,
  params: Record<string, string | number> = {},
): UserRowError => ({
  code,
  field,
  message: fill(USER_ROW_ERRORS[code], { field: USER_FIELD_LABELS[field], ...params }),
});

type Cells = Partial<Record<UserField, string>>;

function cellsOf(cells: string[], mapping: UserMapping): Cells {
  const out: Cells = {};
  for (const field of USER_FIELDS) {
    const index = mapping[field];
    if (typeof index === 'number') out[field] = cells[index] ?? '';
  }
  return out;
}

const sorted = (ids: number[]): string => [...ids].sort((x, y) => x - y).join(',');
const sameIds = (a: number[], b: number[]): boolean => sorted(a) === sorted(b);

/**
 * The role a row asks for. Without a role the locations decide (some: location manager); for an
 * existing account with neither, its role at the school stays, so a list of names alone never
 * turns a location manager into a school manager.
 */
function roleOf(cells: Cells, existing: ExistingUser | undefined, errors: UserRowError[]): ImportRole | null {
  const text = cells.role ?? '';
  if (text !== '') {
    const role = parseImportRole(text);
    if (!role) errors.push(error('unknown_role', 'role', { value: quote(text) }));
    return role;
  }
  if (splitLocations(cells.locations ?? '').length > 0) return 'locationManager';
  return existing?.role ?? 'schoolManager';
}

function readRow(
  cells: Cells,
  context: UserCheckContext,
  locationKeys: Map<string, number>,
  existing: ExistingUser | undefined,
): { staff: ImportedUser | null; errors: UserRowError[] } {
  const errors: UserRowError[] = [];
  const report: Report<UserField> = (code, field, params) => errors.push(error(code, field, params));
  if (reportFormulas(cells, USER_FIELDS, report)) return { staff: null, errors };
  const { givenName, preposition, familyName, email } = readPerson(cells, report);

  const role = roleOf(cells, existing, errors);
  const names = splitLocations(cells.locations ?? '');
  let locationIds: number[] = [];
  if (role === 'schoolManager' && names.length > 0) errors.push(error('locations_for_school_manager', 'locations'));
  if (role === 'locationManager') {
    for (const text of names) {
      const id = locationKeys.get(looseKey(text));
      if (id === undefined)
        errors.push(
          error('unknown_location', 'locations', {
            value: quote(text),
            known: context.locations.map((l) => l.name).join(', ') || '(geen)',
          }),
        );
      else if (!locationIds.includes(id)) locationIds.push(id);
    }
    if (names.length === 0) {
      if (existing?.role === 'locationManager' && existing.locationIds.length > 0) locationIds = existing.locationIds;
      else if (context.locations.length === 1) locationIds = [context.locations[0].id];
      else errors.push(error('location_required', 'locations'));
    }
  }

  if (errors.length > 0 || givenName === null || familyName === null || role === null) return { staff: null, errors };
  return { staff: { givenName, preposition, familyName, email, role, locationIds }, errors };
}

/** Fields of an existing account the row would change; a column absent from the file changes nothing. */
function changedFields(staff: ImportedUser, cells: Cells, existing: ExistingUser): UserField[] {
  const changes: UserField[] = [];
  if (!sameText(staff.givenName, existing.givenName)) changes.push('givenName');
  if ('preposition' in cells && !sameText(staff.preposition, existing.preposition)) changes.push('preposition');
  if (!sameText(staff.familyName, existing.familyName)) changes.push('familyName');
  if (staff.role !== existing.role) changes.push('role');
  if (!sameIds(staff.locationIds, existing.locationIds)) changes.push('locations');
  return changes;
}

export function checkUserRows(table: ParsedTable, mapping: UserMapping, context: UserCheckContext): UserCheckedRow[] {
  const locationKeys = new Map(context.locations.map((l) => [looseKey(l.name), l.id]));
  const linesByEmail = new Map<string, number[]>();
  const rows = table.rows.map((row) => {
    const cells = cellsOf(row.cells, mapping);
    const email = normaliseEmail(cells.email ?? '');
    if (email) linesByEmail.set(email, [...(linesByEmail.get(email) ?? []), row.line]);
    return { line: row.line, cells, email };
  });

  return rows.map(({ line, cells, email }): UserCheckedRow => {
    const source = rowSource(cells);
    const existing = email ? context.existing.get(email) : undefined;
    const { staff, errors } = readRow(cells, context, locationKeys, existing);
    const lines = linesByEmail.get(email) ?? [];
    if (lines.length > 1)
      errors.push(error('duplicate_in_file', 'email', { lines: lines.filter((l) => l !== line).join(', ') }));
    // The importer's own row may stand in the list (a whole team's), as long as it changes nothing.
    if (existing?.refusal && existing.refusal !== 'own_account') errors.push(error(existing.refusal, 'email'));
    if (errors.length > 0 || !staff)
      return { line, status: 'error', staff: null, existingId: null, changes: [], errors, source };
    if (!existing) return { line, status: 'new', staff, existingId: null, changes: [], errors: [], source };
    const changes = changedFields(staff, cells, existing);
    if (existing.refusal === 'own_account' && changes.length > 0)
      return {
        line,
        status: 'error',
        staff: null,
        existingId: null,
        changes: [],
        errors: [error('own_account', 'email')],
        source,
      };
    return {
      line,
      status: changes.length > 0 ? 'update' : 'unchanged',
      staff,
      existingId: existing.id,
      changes,
      errors: [],
      source,
    };
  });
}
