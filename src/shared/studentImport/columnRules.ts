// Column recognition for any import (students, staff): which column holds which field, from the
// header names schools' systems and hand-made lists use. The user's own choice overrides it.
import { headerKey } from './cells';
import { FILE_ERRORS, fill } from './messages';
import { ImportFileError } from './types';

export type Mapping<F extends string> = Partial<Record<F, number | null>>;

export interface ColumnRules<F extends string> {
  /** The field a header names, or null. */
  fieldForHeader(header: string): F | null;
  /** Mapping recognised from the headers; of two columns with the same field the first one counts. */
  recogniseColumns(headers: string[]): Mapping<F>;
  /**
   * The recognised mapping with the user's choices laid over it (a field set to null is ignored).
   * Throws invalid_mapping for an index outside the file or one column chosen for two fields.
   */
  resolveMapping(headers: string[], chosen: Mapping<F> | undefined): Mapping<F>;
  /** Throws missing_columns naming (in Dutch) every required field the mapping lacks. */
  assertRequiredColumns(mapping: Mapping<F>): void;
  /** How many of the cells look like known headers: finds the header row below a title line. */
  recognisedCount(cells: string[]): number;
}

/**
 * @param synonyms header names per field, as headerKey() reduces them; the first match in field order wins
 * @param labels Dutch field names for the missing-columns message
 */
export function columnRules<F extends string>(
  fields: readonly F[],
  required: readonly F[],
  synonyms: Record<F, string[]>,
  labels: Record<F, string>,
): ColumnRules<F> {
  const fieldByKey = new Map<string, F>();
  for (const field of fields) for (const key of synonyms[field]) if (!fieldByKey.has(key)) fieldByKey.set(key, field);
  const fieldForHeader = (header: string): F | null => fieldByKey.get(headerKey(header)) ?? null;

  const recogniseColumns = (headers: string[]): Mapping<F> => {
    const mapping: Mapping<F> = {};
    headers.forEach((header, index) => {
      const field = fieldForHeader(header);
      if (field && mapping[field] === undefined) mapping[field] = index;
    });
    return mapping;
  };

  const resolveMapping = (headers: string[], chosen: Mapping<F> | undefined): Mapping<F> => {
    const mapping: Mapping<F> = { ...recogniseColumns(headers) };
    if (chosen) {
      // A column the user gave to another field no longer counts for the field it was recognised as.
      const chosenIndexes = new Set(Object.values(chosen).filter((i): i is number => typeof i === 'number'));
      for (const field of fields) {
        const index = mapping[field];
        if (typeof index === 'number' && chosenIndexes.has(index) && chosen[field] === undefined) delete mapping[field];
      }
      Object.assign(mapping, chosen);
    }
    const used = new Set<number>();
    for (const field of fields) {
      const index = mapping[field];
      if (index === null || index === undefined) continue;
      if (!Number.isInteger(index) || index < 0 || index >= headers.length || used.has(index))
        throw new ImportFileError('invalid_mapping', FILE_ERRORS.invalid_mapping);
      used.add(index);
    }
    return mapping;
  };

  const assertRequiredColumns = (mapping: Mapping<F>): void => {
    const missing = required.filter((field) => typeof mapping[field] !== 'number');
    if (missing.length > 0)
      throw new ImportFileError(
        'missing_columns',
        fill(FILE_ERRORS.missing_columns, { columns: missing.map((f) => labels[f]).join(', ') }),
      );
  };

  const recognisedCount = (cells: string[]): number => cells.filter((c) => fieldForHeader(c) !== null).length;

  return { fieldForHeader, recogniseColumns, resolveMapping, assertRequiredColumns, recognisedCount };
}
