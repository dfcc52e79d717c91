// Publishing, versions and their comparison (issue 33). A publish runs the full content check
// (src/rules/checkContent.ts) and every saved example answer set (moduleExample.ts) on the draft; its
// refusal names each problem's place and field as the checker does, plus `path`, the JSON pointer
// into the draft's document the client puts the message next to.
import { Type, type Static } from '@sinclair/typebox';
import type { ErrorCode } from '../errorCodes';
import { Nullable } from '../nullable';
import { Id } from './common';
import { ModuleDocument, Stamp } from './module';
import { ExampleCheck } from './moduleExample';

/** POST /api/module/{id}/publish (and …/restore). */
export const PublishInput = Type.Object(
  {
    /** The author saw the changed example outcomes and publishes anyway (the examples take the new outcome). */
    confirmChangedExamples: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type PublishInput = Static<typeof PublishInput>;

export const ContentProblem = Type.Object({
  /** Dutch, as the checker writes it: 'dia 4 "vrienden"', 'regel 2', 'norm "slaap"[1]', '' for the whole module. */
  place: Type.String(),
  /** The field within the place: 'options[2].value', '' when the place itself is meant. */
  field: Type.String(),
  message: Type.String(),
  /** JSON pointer into the document ('/module/slides/3/options/2/value'); null when no one field is meant. */
  path: Nullable(Type.String()),
});
export type ContentProblem = Static<typeof ContentProblem>;

/**
 * 400 of publish, import and restore: `content_problems` (problems filled), `examples_changed` (examples
 * filled: send again with confirmChangedExamples), `examples_broken` (an example names what is gone).
 */
export const ContentRefusal = Type.Object({
  error: Type.Unsafe<ErrorCode>(Type.String()),
  fields: Type.Optional(Type.Record(Type.String(), Type.String())),
  problems: Type.Optional(Type.Array(ContentProblem)),
  warnings: Type.Optional(Type.Array(ContentProblem)),
  examples: Type.Optional(Type.Array(ExampleCheck)),
});
export type ContentRefusal = Static<typeof ContentRefusal>;

/** GET /api/module/{id}/check: the publish check without publishing (the editor's "Controleren"). */
export const ContentCheckAnswer = Type.Object({
  problems: Type.Array(ContentProblem),
  warnings: Type.Array(ContentProblem),
  examples: Type.Array(ExampleCheck),
});
export type ContentCheckAnswer = Static<typeof ContentCheckAnswer>;

export const ModuleVersionItem = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  title: Type.String(),
  published: Stamp,
  /** Set when "Terugzetten" made this version from an older one. */
  restoredFrom: Nullable(Type.Integer()),
  /** How many finished tests were taken with this version. */
  testCount: Type.Integer({ minimum: 0 }),
  current: Type.Boolean(),
});
export type ModuleVersionItem = Static<typeof ModuleVersionItem>;
export const ModuleVersionList = Type.Object({ id: Id, items: Type.Array(ModuleVersionItem) });
export type ModuleVersionList = Static<typeof ModuleVersionList>;

/** GET /api/module/{id}/versions/{v}: one version's content, as a document. */
export const ModuleVersionContent = Type.Object({ id: Id, version: Type.Integer(), document: ModuleDocument });
export type ModuleVersionContent = Static<typeof ModuleVersionContent>;

/** One change between two versions, for the side-by-side view. */
export const ModuleChange = Type.Object({
  /** 'module' | 'slide' | 'option' | 'sub_question' | 'info_text' | 'result_text' | 'rule' | 'computed' | 'norm' | 'result' | 'action' | 'lesson_guide' | 'topic' */
  kind: Type.String(),
  change: Type.Union([Type.Literal('added'), Type.Literal('removed'), Type.Literal('changed'), Type.Literal('moved')]),
  /** Dutch label of what changed: 'dia "vrienden"', 'optie "nee" van dia "roken"', 'regel 3', 'norm "slaap"'. */
  label: Type.String(),
  /** Changed fields (for 'changed'): 'text', 'options[1].value', … */
  fields: Type.Array(Type.String()),
  /** The item in version a and b (null where it does not exist), for side by side. */
  before: Type.Unknown(),
  after: Type.Unknown(),
});
export type ModuleChange = Static<typeof ModuleChange>;

/** GET /api/module/{id}/versions/{a}/compare/{b}; a or b may be 'draft'. */
export const ModuleComparison = Type.Object({
  id: Id,
  a: Type.String(),
  b: Type.String(),
  changes: Type.Array(ModuleChange),
});
export type ModuleComparison = Static<typeof ModuleComparison>;
