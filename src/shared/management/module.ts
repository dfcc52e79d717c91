// The module editor's contract (issue 33): the module list, a module's draft as GET /api/module/{id}
// answers it and POST /api/module/{id} takes it back, and the refusals that carry data (409 with the
// colleague's draft, 400 with the content checker's problems). The draft's `document` IS a content file
// (src/rules/contentFile.ts, schema src/rules/moduleSchema.ts), so export, import, the editor and
// `npm run content:check` share one format. Routes and rules: /work/notes/33-contract.md, docs/architecture.md.
import { Type, type Static } from '@sinclair/typebox';
import type { ContentFile } from '../../rules/contentFile';
import { contentFileSchema, KEY_PATTERN } from '../../rules/moduleSchema';
import { Nullable } from '../nullable';
import { Id, Text } from './common';
import { ExampleRewrite } from './moduleExample';

/** A content file as the editor edits it (media fields hold content paths such as `images/x.svg`). */
export const ModuleDocument = Type.Unsafe<ContentFile>(contentFileSchema);
export type ModuleDocument = ContentFile;

/** Who did something and when (ISO 8601); `by` is null for the content loader (npm run content:load). */
export const Stamp = Type.Object({
  at: Type.String(),
  by: Nullable(Type.String()),
});
export type Stamp = Static<typeof Stamp>;

export const ModuleListItem = Type.Object({
  id: Id,
  /** The technical name (content file `module.name`); unique. */
  name: Type.String(),
  /** The draft's title (what the editor shows). */
  title: Type.String(),
  topicName: Type.String(),
  /** The newest published version; null while the module was never published (students do not see it). */
  publishedVersion: Nullable(Type.Integer()),
  published: Nullable(Stamp),
  /** The draft's revision (the ETag of GET /api/module/{id}). */
  revision: Type.Integer({ minimum: 0 }),
  /** The draft differs from the newest published version ("Niet gepubliceerde wijzigingen"). */
  changed: Type.Boolean(),
  /** The last write to the draft; null while nobody edited it. */
  edited: Nullable(Stamp),
});
export type ModuleListItem = Static<typeof ModuleListItem>;
export const ModuleList = Type.Object({ items: Type.Array(ModuleListItem) });
export type ModuleList = Static<typeof ModuleList>;

/**
 * GET /api/module/{id}: the module's draft. POST /api/module/{id} takes this object back (changed or
 * not): only `document` is read; the other fields are the server's and ignored on the way in.
 */
export const ModuleDraft = Type.Object({
  id: Id,
  /** The draft's revision; also sent as the ETag `"<revision>"`. Send it back in If-Match. */
  revision: Type.Integer({ minimum: 0 }),
  document: ModuleDocument,
  publishedVersion: Nullable(Type.Integer()),
  published: Nullable(Stamp),
  edited: Nullable(Stamp),
  changed: Type.Boolean(),
});
export type ModuleDraft = Static<typeof ModuleDraft>;

/**
 * POST /api/module/{id}: what GET answered, changed; everything but `document` is optional and ignored, but
 * `examples`: the saved example answer sets the editor's renames rewrote, stored in the same write.
 */
export const ModuleDraftInput = Type.Object(
  {
    id: Type.Optional(Type.Integer()),
    revision: Type.Optional(Type.Integer()),
    document: ModuleDocument,
    examples: Type.Optional(Type.Array(ExampleRewrite, { maxItems: 500 })),
    publishedVersion: Type.Optional(Nullable(Type.Integer())),
    published: Type.Optional(Nullable(Stamp)),
    edited: Type.Optional(Nullable(Stamp)),
    changed: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ModuleDraftInput = Static<typeof ModuleDraftInput>;

/** POST /api/module: a new module with only a draft (a first slide-less document on an existing topic). */
export const NewModule = Type.Object(
  {
    /** Technical name, unique: a-z, 0-9 and _ (content file `module.name`). */
    name: Type.String({ pattern: KEY_PATTERN, maxLength: 60 }),
    title: Text(200),
    topicId: Id,
  },
  { additionalProperties: false },
);
export type NewModule = Static<typeof NewModule>;

/** 409 stale_revision: someone saved the draft after you read it; this is their draft, to show beside yours. */
export const ModuleConflict = Type.Object({
  error: Type.Literal('stale_revision'),
  current: ModuleDraft,
});
export type ModuleConflict = Static<typeof ModuleConflict>;

/** POST /api/module/{id}/versions/{v}/restore and /publish: the version made. */
export const PublishedVersion = Type.Object({
  id: Id,
  version: Type.Integer({ minimum: 1 }),
  published: Stamp,
  /** The draft after publishing (restore replaces the draft with the restored content). */
  revision: Type.Integer({ minimum: 0 }),
});
export type PublishedVersion = Static<typeof PublishedVersion>;
