// The staff import's pure part: columns, row checks and texts. File reading is the student import's.
export * from './types';
export { userColumns } from './columns';
export { checkUserRows } from './checkRows';
export { parseImportRole, splitLocations } from './values';
export { USER_FIELD_LABELS, USER_ROW_ERRORS, IMPORT_ROLE_LABELS } from './messages';
export * from './api';
