// @fastify/swagger collects every route's schema as it is registered (so it must be registered
// before the routes) and builds the OpenAPI 3 document that routes/api/openapi.ts serves. Schools'
// IT departments integrate against it: it is generated, never written by hand.
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

/** The contract's version: raise the major number when a change can break an integration. */
const API_VERSION = '1.0.0';

export async function registerSwagger(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Lifestyle Reality Check API',
        version: API_VERSION,
        description:
          'Every request is authenticated by the session cookie set by POST /login. Every POST, PUT, PATCH ' +
          'and DELETE also sends the value of the XSRF-TOKEN cookie in the X-XSRF-TOKEN header (403 ' +
          'invalid_csrf_token otherwise). Over https the cookies carry the __Host- prefix. Every error ' +
          'answers { "error": code } with a code from the Error schema. Text that cannot be stored is ' +
          'refused wherever it appears (path, query, body, object keys): a string holding U+0000 or a lone ' +
          "UTF-16 surrogate answers 400 invalid_request. A body over the route's size limit answers 413 " +
          'payload_too_large.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'lrc_session' },
          xsrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
        },
      },
    },
    // HEAD routes are Fastify's automatic twins of the GETs; listing them twice says nothing.
    exposeHeadRoutes: false,
  });
}
