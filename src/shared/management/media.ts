// POST /api/media (issue 33): an image or icon for a module or topic, uploaded as multipart/form-data
// (one part `file`). The server decodes and re-encodes it (sharp); SVG is refused; see services/imageUpload.ts.
import { Type, type Static } from '@sinclair/typebox';
import { Id } from './common';

/** Upload caps: what a module illustration needs, far below what would strain the server. */
export const IMAGE_LIMITS = { maxMegabytes: 5, maxSide: 4000 } as const;

export const UploadedImage = Type.Object({
  id: Id,
  modified: Type.Integer({ minimum: 0 }),
  /** The content path a draft names the image by (`uploads/…`), for info_image and the topic's fields. */
  path: Type.String(),
  mime: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  /** Where students' devices load it: /image/{id}/{width}/auto/{modified}. */
  url: Type.String(),
});
export type UploadedImage = Static<typeof UploadedImage>;

/** The form as documented: one file part. */
export const ImageUploadForm = Type.Object({ file: Type.String({ format: 'binary' }) });

/**
 * POST /api/media/lookup: the stored images behind content paths, as a publish would resolve them (the
 * row a content load or an upload gave that path, else the newest with that file name). The editor's
 * preview uses it to show the draft's images before it is published. A read: nothing is written.
 */
export const MediaLookupInput = Type.Object(
  { paths: Type.Array(Type.String({ minLength: 1, maxLength: 300 }), { maxItems: 100 }) },
  { additionalProperties: false },
);
export type MediaLookupInput = Static<typeof MediaLookupInput>;

/** Only the paths that name a stored file; one that names none is left out. */
export const MediaLookup = Type.Object({
  items: Type.Array(Type.Object({ path: Type.String(), id: Id, modified: Type.Integer({ minimum: 0 }) })),
});
export type MediaLookup = Static<typeof MediaLookup>;
