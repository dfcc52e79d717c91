// 'Mijn gegevens' (issue 21): the logged-in student's own copy of everything stored about them
// (GET /api/my-data as JSON, GET /api/my-data/pdf readable) and their request to have it erased
// (GET/POST /api/my-data/erasure-request). No parameter says whose: the session does. Staff get 403
// (this is a student's right, and their own account is not a student's), and so does a super admin
// imitating a student: imitation is for seeing what a student sees, not for taking out a minor's
// file in one go or asking, in the student's name, for the account to be erased.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors, fileResponse } from '../../schemas/common';
import { ErasureRequestState, MyData } from '../../../src/shared/myData';
import { collectMyData } from '../../services/myData/collect';
import { fileErasureRequest, latestErasureRequest } from '../../services/myData/erasureRequests';
import { myDataPdf } from '../../services/myData/pdf';

const NoQuery = Type.Object({}, { additionalProperties: false });
// Personal, and for this one person: no shared cache and no copy in the browser's or the service worker's cache.
const PRIVATE = 'private, no-store';

const myDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: 'student' } as const;
  app.get(
    '/api/my-data',
    { config, schema: { querystring: NoQuery, response: { 200: MyData, ...errors(400, 401, 403) } } },
    async (request, reply) => {
      const data = await collectMyData(app.db, request.user!.id, new Date());
      return reply
        .header('Cache-Control', PRIVATE)
        .header('Content-Disposition', 'attachment; filename="mijn-gegevens.json"')
        .send(data);
    },
  );
  app.get(
    '/api/my-data/pdf',
    {
      config,
      schema: {
        querystring: NoQuery,
        response: {
          200: fileResponse('Everything stored about the student (PDF).', 'application/pdf'),
          ...errors(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const pdf = await myDataPdf(app.db, request.user!.id, new Date());
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', 'attachment; filename="mijn-gegevens.pdf"')
        .header('Cache-Control', PRIVATE)
        .send(pdf);
    },
  );
  app.get(
    '/api/my-data/erasure-request',
    {
      config,
      schema: { querystring: NoQuery, response: { 200: ErasureRequestState, ...errors(400, 401, 403) } },
    },
    async (request, reply) =>
      reply.header('Cache-Control', PRIVATE).send({ request: await latestErasureRequest(app.db, request.user!.id) }),
  );
  app.post(
    '/api/my-data/erasure-request',
    {
      config,
      schema: {
        body: Type.Object({}, { additionalProperties: false }),
        response: { 200: ErasureRequestState, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.header('Cache-Control', PRIVATE).send({ request: await fileErasureRequest(app.db, request.user!.id) }),
  );
};

export default myDataRoutes;
