// GET /file/:id/:modified and GET /image/:id/:width/:height/:modified. The URL changes when the
// media changes (modified), so a matching URL is cached for a year as immutable.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { resizeImage } from '../services/images';

// Path parameters are strings; the patterns admit only what Number() turns into a valid value.
// At most 9 digits: ids are PostgreSQL integers (≤ 2147483647); a longer one made the query fail with a 500.
const IdParam = Type.String({ pattern: '^[1-9][0-9]{0,8}$' });
const Modified = Type.String({ pattern: '^[0-9]{1,15}$' });
const FileParams = Type.Object({ id: IdParam, modified: Modified });
const ImageParams = Type.Object({
  id: IdParam,
  width: Type.Union([Type.Literal('360'), Type.Literal('600'), Type.Literal('1600')]),
  height: Type.Literal('auto'),
  modified: Modified,
});

const IMMUTABLE = 'public, max-age=31536000, immutable';

const mediaRoutes: FastifyPluginAsync = async (app) => {
  const find = (id: number) =>
    app.db
      .selectFrom('media')
      .select(['id', 'filename', 'mime', 'data', 'modified'])
      .where('id', '=', id)
      .executeTakeFirst();

  // An outdated URL still gets the current file, but must not be cached as if it were final.
  const cacheFor = (reply: FastifyReply, stored: unknown, requested: string) =>
    reply.header('Cache-Control', Number(stored) === Number(requested) ? IMMUTABLE : 'no-cache');

  app.get<{ Params: { id: string; modified: string } }>(
    '/file/:id/:modified',
    { schema: { params: FileParams } },
    async (request, reply) => {
      const media = await find(Number(request.params.id));
      if (!media) return reply.code(404).send({ error: 'not_found' });
      cacheFor(reply, media.modified, request.params.modified);
      reply.header('Content-Disposition', `inline; filename="${media.filename.replace(/[^\w.-]/g, '_')}"`);
      return reply.type(media.mime).send(Buffer.from(media.data));
    },
  );

  app.get<{ Params: { id: string; width: string; height: 'auto'; modified: string } }>(
    '/image/:id/:width/:height/:modified',
    { schema: { params: ImageParams } },
    async (request, reply) => {
      const media = await find(Number(request.params.id));
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
