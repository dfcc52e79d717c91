// What differs between the student and the staff import on screen: the fields a column can hold,
// the API calls, how a row names its person, and a few texts. The wizard and the preview are shared.
import { t } from '../../i18n';
import type { ImportCounts } from '../../../shared/studentImport/api';
import { FIELD_LABELS } from '../../../shared/studentImport/messages';
import {
  STUDENT_FIELDS,
  type CheckedRow,
  type ColumnMapping,
  type RowStatus,
} from '../../../shared/studentImport/types';
import { IMPORT_ROLE_LABELS, USER_FIELD_LABELS } from '../../../shared/userImport/messages';
import { USER_FIELDS, type UserCheckedRow, type UserMapping } from '../../../shared/userImport/types';
import { previewStudentImport, runStudentImport } from '../../api/student';
import { previewUserImport, runUserImport } from '../../api/user';

export type Mapping = Partial<Record<string, number | null>>;

export interface BaseRow {
  line: number;
  status: RowStatus;
  changes: string[];
  errors: { message: string }[];
  source: { name: string; email: string };
}

export interface Preview<Row extends BaseRow> {
  schoolId: number;
  fileName: string;
  columns: { index: number; header: string; field: string | null }[];
  mapping: Mapping;
  counts: ImportCounts;
  rows: Row[];
}

export interface ImportKind<Row extends BaseRow> {
  fields: readonly string[];
  labels: Readonly<Record<string, string>>;
  preview(file: File, schoolId: number | null, mapping: Mapping | null): Promise<Preview<Row>>;
  run(file: File, schoolId: number | null, mapping: Mapping | null): Promise<{ counts: ImportCounts; errors: Row[] }>;
  /** Name, address and the third column (class or role) of a row that can be read. */
  person(row: Row): { name: string; email: string; extra: string } | null;
  texts: {
    fileHint: string;
    extra: string;
    run: (count: number) => string;
    done: (counts: ImportCounts) => string;
    errorsStay: string;
  };
}

const fullName = (p: { givenName: string; preposition: string | null; familyName: string }) =>
  [p.givenName, p.preposition, p.familyName].filter(Boolean).join(' ');

export const studentImport: ImportKind<CheckedRow> = {
  fields: STUDENT_FIELDS,
  labels: FIELD_LABELS,
  preview: (file, schoolId, mapping) => previewStudentImport(file, schoolId, mapping as ColumnMapping | null),
  run: (file, schoolId, mapping) => runStudentImport(file, schoolId, mapping as ColumnMapping | null),
  person: ({ student: s }) => (s ? { name: fullName(s), email: s.email, extra: s.className ?? '–' } : null),
  texts: {
    fileHint: t('import.fileHint'),
    extra: t('import.className'),
    run: (count) => t('import.run', { count }),
    done: (counts) => t('import.done', { ...counts }),
    errorsStay: t('import.errorsStay'),
  },
};

export const staffImport: ImportKind<UserCheckedRow> = {
  fields: USER_FIELDS,
  labels: USER_FIELD_LABELS,
  preview: (file, schoolId, mapping) => previewUserImport(file, schoolId, mapping as UserMapping | null),
  run: (file, schoolId, mapping) => runUserImport(file, schoolId, mapping as UserMapping | null),
  person: ({ staff: s }) => (s ? { name: fullName(s), email: s.email, extra: IMPORT_ROLE_LABELS[s.role] } : null),
  texts: {
    fileHint: t('userImport.fileHint'),
    extra: t('userImport.role'),
    run: (count) => t('userImport.run', { count }),
    done: (counts) => t('userImport.done', { ...counts }),
    errorsStay: t('userImport.errorsStay'),
  },
};
