// GET /image/:id/:width/:height/:modified: a stored image scaled to one of three widths, for anyone:
// module illustrations, no personal data. Cached as immutable when the URL is current.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { cacheForModified, Modified } from '../http/mediaCache';
import { errors, fileResponse, IdString } from '../schemas/common';
import { IMAGE_TYPES } from '../schemas/mediaTypes';
import { resizeImage } from '../services/image';
import { findMedia } from '../services/media';

const ImageParams = Type.Object({
  id: IdString,
  width: Type.Union([Type.Literal('360'), Type.Literal('600'), Type.Literal('1600')]),
  height: Type.Literal('auto'),
  modified: Modified,
});

const imageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/image/:id/:width/:height/:modified',
    {
      config: { access: 'public' },
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
      cacheForModified(reply, modified, request.params.modified);
      return reply.type(image.mime).send(image.data);
    },
  );
};

export default imageRoutes;
