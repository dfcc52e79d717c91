// The staff list's upload form as the server reads it (server-only, like the student import's in
// ./studentImport.ts); the shapes the routes answer with are in src/shared/userImport/api.ts.
import { Type } from '@sinclair/typebox';
import { USER_FIELDS } from '../../src/shared/userImport';

/** The staff list's upload: the student import's form, with staff fields in the mapping. */
export const UserUploadBody = Type.Object({
  file: Type.Unsafe<unknown>({
    type: 'string',
    format: 'binary',
    description: 'The staff list: .csv (comma, semicolon or tab; UTF-8 or Windows-1252) or .xlsx.',
  }),
  schoolId: Type.Optional(
    Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'Needed when the caller manages several schools.' }),
  ),
  mapping: Type.Optional(
    Type.String({ description: `JSON: staff field (${USER_FIELDS.join(', ')}) → column index (null: not used).` }),
  ),
});
