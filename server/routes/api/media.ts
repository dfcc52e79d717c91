// POST /api/media (issue 33): an image or icon for the module editor, multipart/form-data with one part
// `file` (at most 5 MB). Admins only. Re-encoded by the server (services/imageUpload.ts); any bad file
// answers 400 with a code: image_too_large, image_unreadable, image_too_many_pixels, svg_not_allowed.
// POST /api/media/lookup (admins): the stored files behind content paths, for the editor's preview.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  IMAGE_LIMITS,
  ImageUploadForm,
  MediaLookup,
  MediaLookupInput,
  UploadedImage,
} from '../../../src/shared/management/media';
import { actorOf } from '../../http/actor';
import { uploadValidator } from '../../http/importUpload';
import { answer } from '../../http/reply';
import { ADMINS } from '../../plugins/app/access';
import { managementErrors } from '../../schemas/management';
import { storeUploadedImage } from '../../services/imageUpload';
import { lookupMediaPaths } from '../../services/moduleEditor/media';

type Read = { bytes: Uint8Array; name: string } | { error: 'image_too_large' | 'invalid_request' };

/** The one file part, capped while it streams in; anything else in the form is a bad request. */
async function readImagePart(request: FastifyRequest): Promise<Read> {
  if (!request.isMultipart()) return { error: 'invalid_request' };
  let found: { bytes: Uint8Array; name: string } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== 'file' || found) return { error: 'invalid_request' };
      found = { bytes: new Uint8Array(await part.toBuffer()), name: part.filename || 'afbeelding' };
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') return { error: 'image_too_large' };
    return { error: 'invalid_request' };
  }
  return found ?? { error: 'invalid_request' };
}

const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: IMAGE_LIMITS.maxMegabytes * 1024 * 1024, files: 1, fields: 0, parts: 1 },
  });
  app.post(
    '/api/media',
    {
      config: { access: { scope: ADMINS }, rateLimit: { max: 60, timeWindow: '1 minute' } },
      validatorCompiler: uploadValidator,
      schema: {
        summary: 'Upload an image or icon (re-encoded; SVG refused)',
        consumes: ['multipart/form-data'],
        body: ImageUploadForm,
        response: { 200: UploadedImage, ...managementErrors(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const read = await readImagePart(request);
      if ('error' in read) return reply.code(400).send({ error: read.error });
      return answer(reply, await storeUploadedImage(app.db, actorOf(request), read.bytes, read.name));
    },
  );
  app.post(
    '/api/media/lookup',
    {
      config: { access: { scope: ADMINS } },
      schema: {
        summary: 'The stored images behind content paths (as a publish resolves them)',
        body: MediaLookupInput,
        response: { 200: MediaLookup, ...managementErrors(400, 401, 403) },
      },
    },
    async (request) => ({ items: await lookupMediaPaths(app.db, request.body.paths) }),
  );
};

export default mediaRoutes;
