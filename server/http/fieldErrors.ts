// The management API's answer to a body that fails its schema: 400 invalid_request with the Dutch
// message per field (src/shared/management/messages.ts), the same words the /beheer/ forms show.
// Each management route file calls it first, so it covers that file's routes and no others.
import type { FastifyError, FastifyInstance } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import { fieldErrors } from '../../src/shared/management/validate';

export function answerBodyErrorsPerField(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const bodySchema = request.routeOptions.schema?.body as TSchema | undefined;
    if (error.validation && error.validationContext === 'body' && bodySchema)
      return reply.code(400).send({ error: 'invalid_request', fields: fieldErrors(bodySchema, request.body) });
    // Everything else: the app's own handler (plugins/app/errors.ts).
    throw error;
  });
}
