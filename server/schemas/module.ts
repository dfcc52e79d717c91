// Response schemas of the module editor's routes (issue 33): the management error body, widened with
// what a refused publish or import carries (problems, warnings, examples) and a stale write's current draft.
import { Type } from '@sinclair/typebox';
import { ModuleDraft } from '../../src/shared/management/module';
import { ExampleCheck } from '../../src/shared/management/moduleExample';
import { ContentProblem } from '../../src/shared/management/moduleVersion';
import { ManagementErrorBody, managementErrors } from './management';

export const ModuleRefusalBody = Type.Object(
  {
    ...ManagementErrorBody.properties,
    problems: Type.Optional(Type.Array(ContentProblem)),
    warnings: Type.Optional(Type.Array(ContentProblem)),
    examples: Type.Optional(Type.Array(ExampleCheck)),
  },
  { title: 'ModuleRefusal' },
);

export const ModuleConflictBody = Type.Object(
  {
    ...ManagementErrorBody.properties,
    current: Type.Optional(ModuleDraft),
  },
  { title: 'ModuleConflict' },
);

/** Reads of the editor. */
export const MODULE_READ_ERRORS = managementErrors(400, 401, 403, 404);
/** Writes of the editor: 400 with problems, 409 with the current draft, 428 without If-Match. */
export const MODULE_WRITE_ERRORS = {
  ...managementErrors(401, 403, 404, 428),
  400: ModuleRefusalBody,
  409: ModuleConflictBody,
};

/**
 * Writes of the content routes (spec §7: slide, info-slide, info-text, question, sub-question, question-option,
 * result-text): the same, and a change that renames what an expression names (a slide, a sub-question's key,
 * an option's key or value) rewrites those expressions in the same write or is refused with the places.
 */
export const ContentWriteRefusalBody = Type.Object(ModuleRefusalBody.properties, {
  title: 'ContentWriteRefusal',
  description:
    'invalid_request (fields per field), a refusal of the edit (its code), or rename_refused: the change renames a ' +
    'slide, a sub-question key or an option key or value that an expression of the config names, and not every ' +
    'such expression can be rewritten with certainty (e.g. one reads q dynamically). `problems` lists them (JSON ' +
    'pointer, Dutch place, field, message) and nothing was written. A rename that can be followed rewrites every ' +
    'expression and name list in the same write.',
});
export const CONTENT_WRITE_ERRORS = { ...MODULE_WRITE_ERRORS, 400: ContentWriteRefusalBody };

/** Path parameters besides the module's id. */
const digits = Type.String({ pattern: '^[1-9][0-9]{0,8}$' });
export const VersionParams = Type.Object({ id: digits, v: digits }, { additionalProperties: false });
const versionOrDraft = Type.String({ pattern: '^([1-9][0-9]{0,8}|draft)$' });
export const CompareParams = Type.Object(
  // `v`, not `a`: the router keeps one name per path position (versions/:v, versions/:v/restore).
  { id: digits, v: versionOrDraft, b: versionOrDraft },
  { additionalProperties: false },
);
export const ExampleParams = Type.Object({ id: digits, exampleId: digits }, { additionalProperties: false });
export const ExportQuery = Type.Object({ version: Type.Optional(digits) }, { additionalProperties: false });
export const ImportQuery = Type.Object(
  { target: Type.Optional(Type.Union([Type.Literal('new'), Type.Literal('named')])) },
  { additionalProperties: false },
);
