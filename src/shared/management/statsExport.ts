// Issue 34, the raw export (super admins): POST /api/stats/modules/start-export-raw-data starts a
// background job; GET /api/stats/modules/check-export-raw-data-status/{id} reports its progress and,
// when done, the download link (GET /api/stats/modules/download-export-raw-data/{id}), which only the
// requester can use, until it expires.
import { Type, type Static } from '@sinclair/typebox';
import { Id } from './common';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const StartExportBody = Type.Object(
  { format: Type.Union(EXPORT_FORMATS.map((f) => Type.Literal(f))) },
  { additionalProperties: false },
);
export type StartExportBody = Static<typeof StartExportBody>;

export const StartedExport = Type.Object({ id: Id });
export type StartedExport = Static<typeof StartedExport>;

export const EXPORT_STATES = ['queued', 'running', 'done', 'failed', 'expired'] as const;

export const ExportProgress = Type.Object({
  id: Id,
  format: Type.Union(EXPORT_FORMATS.map((f) => Type.Literal(f))),
  status: Type.Union(EXPORT_STATES.map((s) => Type.Literal(s))),
  /** Finished tests written so far, of rowsTotal (null until the job has counted them). */
  rowsDone: Type.Integer({ minimum: 0 }),
  rowsTotal: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  /** 0–100, whole numbers; 100 only when done. */
  percent: Type.Integer({ minimum: 0, maximum: 100 }),
  /** Only when done and not expired: a link for the requester's own session. */
  downloadUrl: Type.Union([Type.String(), Type.Null()]),
  fileBytes: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  createdAt: Type.String(),
  /** When the link stops working and the file is removed (set when done). */
  expiresAt: Type.Union([Type.String(), Type.Null()]),
});
export type ExportProgress = Static<typeof ExportProgress>;

/** The columns of the file, in order (Dutch headers; docs/privacy.md "The raw export" says why each). */
export const EXPORT_COLUMNS = [
  'leerling',
  'module',
  'moduleversie',
  'schooljaar',
  'maand',
  'school',
  'locatie',
  'leerjaar',
  'niveau',
  'leeftijd',
  'geslacht',
  'resultaat',
  'normen',
  'antwoorden',
] as const;
