// The multipart upload of a class list: one file and a few small fields, with the file capped in
// size while it streams in (a 50 MB upload stops at the cap; nothing is read further).
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { type ColumnMapping, FILE_ERRORS, ImportFileError, STUDENT_FIELDS } from '../../../src/shared/studentImport';
import { fill } from '../../../src/shared/studentImport/messages';
import type { UploadedFile } from './studentImport';

/** 10,000 students are about 1.5 MB of CSV and far less as .xlsx; 10 MB leaves room for wide exports. */
export const MAX_UPLOAD_MB = 10;
export const MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_MB * 1024 * 1024,
  files: 1,
  fields: 4,
  fieldSize: 16 * 1024,
  parts: 5,
};

/** The column mapping a user may send: a column index (or null) per field of the import. */
const mappingSchema = (fields: readonly string[]) =>
  Type.Object(
    Object.fromEntries(
      fields.map((f) => [f, Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 999 }), Type.Null()]))]),
    ),
    { additionalProperties: false },
  );
const STUDENT_MAPPING = mappingSchema(STUDENT_FIELDS);

export class BadUploadError extends Error {}

export interface Upload<M = ColumnMapping> {
  file: UploadedFile;
  schoolId: number | null;
  mapping: M | undefined;
}

/** Reads the student import's upload; `mappingFields` names another import's fields (the staff import). */
export async function readUpload<M = ColumnMapping>(
  request: FastifyRequest,
  mappingFields?: readonly string[],
): Promise<Upload<M>> {
  const Mapping = mappingFields ? mappingSchema(mappingFields) : STUDENT_MAPPING;
  if (!request.isMultipart()) throw new BadUploadError('not multipart');
  let file: UploadedFile | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) throw new BadUploadError('unexpected file');
        file = { name: part.filename || 'bestand', bytes: new Uint8Array(await part.toBuffer()) };
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      else throw new BadUploadError('bad field');
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new ImportFileError('file_too_large', fill(FILE_ERRORS.file_too_large, { max: MAX_UPLOAD_MB }));
    if (err instanceof BadUploadError) throw err;
    throw new BadUploadError((err as Error).message);
  }
  if (!file) throw new BadUploadError('no file');
  for (const key of Object.keys(fields)) if (key !== 'schoolId' && key !== 'mapping') throw new BadUploadError(key);
  let schoolId: number | null = null;
  if (fields.schoolId !== undefined) {
    if (!/^[1-9][0-9]{0,8}$/.test(fields.schoolId)) throw new BadUploadError('schoolId');
    schoolId = Number(fields.schoolId);
  }
  let mapping: M | undefined;
  if (fields.mapping !== undefined && fields.mapping !== '') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(fields.mapping);
    } catch {
      throw new BadUploadError('mapping');
    }
    if (!Value.Check(Mapping, parsed)) throw new BadUploadError('mapping');
    mapping = parsed as M;
  }
  return { file, schoolId, mapping };
}
