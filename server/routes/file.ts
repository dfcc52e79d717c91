// GET /file/:id/:modified: a stored media file (images, PDFs, sound) in its own media type, for
// anyone: module illustrations, no personal data. Cached as immutable when the URL is current.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { cacheForModified, Modified } from '../http/mediaCache';
import { errors, fileResponse, IdString } from '../schemas/common';
import { MEDIA_TYPES } from '../schemas/mediaTypes';
import { findMedia } from '../services/media';

const FileParams = Type.Object({ id: IdString, modified: Modified });

const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/file/:id/:modified',
    {
      config: { access: 'public' },
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
      cacheForModified(reply, media.modified, request.params.modified);
      reply.header('Content-Disposition', `inline; filename="${media.filename.replace(/[^\w.-]/g, '_')}"`);
      return reply.type(media.mime).send(Buffer.from(media.data));
    },
  );
};

export default fileRoutes;
