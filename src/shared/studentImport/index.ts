// The student import's pure part: read a CSV, recognise or map columns, check and classify rows,
// and make cell values safe to show or export. The server adds .xlsx reading and the database.
export * from './types';
export { neutraliseCell, looksLikeFormula } from './cells';
export { recogniseColumns, resolveMapping, assertRequiredColumns, fieldForHeader } from './columns';
export { readCsv, decodeText } from './readCsv';
export { detectFileType, type ImportFileType } from './fileType';
export { toTable, MAX_ROWS, type HeaderCounter } from './table';
export { columnRules, type ColumnRules, type Mapping } from './columnRules';
export { checkRows } from './checkRows';
export { FIELD_LABELS, FILE_ERRORS, ROW_ERRORS } from './messages';
export * from './api';
