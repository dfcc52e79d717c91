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
