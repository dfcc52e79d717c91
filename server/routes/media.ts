// GET /file/:id/:modified and GET /image/:id/:width/:height/:modified. The URL changes when the
// media changes (modified), so a matching URL is cached for a year as immutable.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { errors, fileResponse, IdString } from '../schemas/common';
import { IMAGE_TYPES, MEDIA_TYPES } from '../schemas/mediaTypes';
import { resizeImage } from '../services/images';
import { findMedia } from '../services/media';

// Path parameters are strings; the patterns admit only what Number() turns into a valid value.
const Modified = Type.String({ pattern: '^[0-9]{1,15}$' });
const FileParams = Type.Object({ id: IdString, modified: Modified });
const ImageParams = Type.Object({
  id: IdString,
  width: Type.Union([Type.Literal('360'), Type.Literal('600'), Type.Literal('1600')]),
  height: Type.Literal('auto'),
  modified: Modified,
});

const IMMUTABLE = 'public, max-age=31536000, immutable';

const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // An outdated URL still gets the current file, but must not be cached as if it were final.
  const cacheFor = (reply: FastifyReply, stored: unknown, requested: string) =>
    reply.header('Cache-Control', Number(stored) === Number(requested) ? IMMUTABLE : 'no-cache');

  app.get(
    '/file/:id/:modified',
    {
      schema: {
        params: FileParams,
        response: {
          200: fileResponse('The stored file, in its own media type.', ...MEDIA_TYPES),
          ...errors(400, 404),
        },
      },
    },
    async (request, reply) => {
      const media = await findMedia(app.db, Number(request.params.id));
      if (!media) return reply.code(404).send({ error: 'not_found' });
      cacheFor(reply, media.modified, request.params.modified);
      reply.header('Content-Disposition', `inline; filename="${media.filename.replace(/[^\w.-]/g, '_')}"`);
      return reply.type(media.mime).send(Buffer.from(media.data));
    },
  );

  app.get(
    '/image/:id/:width/:height/:modified',
    {
      schema: {
        params: ImageParams,
        response: { 200: fileResponse('The image scaled to the width.', ...IMAGE_TYPES), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const media = await findMedia(app.db, Number(request.params.id));
      if (!media || !media.mime.startsWith('image/')) return reply.code(404).send({ error: 'not_found' });
      const modified = Number(media.modified);
      const image = await resizeImage(
        { id: media.id, modified, mime: media.mime, data: media.data },
        Number(request.params.width),
      );
      cacheFor(reply, modified, request.params.modified);
      return reply.type(image.mime).send(image.data);
    },
  );
};

export default mediaRoutes;
