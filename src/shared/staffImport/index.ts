// The staff import's pure part: columns, row checks and texts. File reading is the student import's.
export * from './types';
export { staffColumns } from './columns';
export { checkStaffRows } from './checkRows';
export { parseImportRole, splitLocations } from './values';
export { STAFF_FIELD_LABELS, STAFF_ROW_ERRORS, IMPORT_ROLE_LABELS } from './messages';
export type * from './api';
