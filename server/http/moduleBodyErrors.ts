// A module editor body that fails its schema: for a document (POST /api/module/{id}'s `document`, an
// imported file) the content checker's Dutch problems with their JSON pointers, as `fields` (pointer →
// message) and `problems`; for the small forms (new module, example, publish) the usual per-field answer.
import type { FastifyError, FastifyInstance } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import { fieldErrors } from '../../src/shared/management/validate';
import { fieldsOf, shapeProblems } from '../services/moduleEditor/problems';

/** Where in a route's body the document sits: the whole body (an imported file) or its `document`. */
const DOCUMENT_AT: Record<string, '' | '/document'> = {
  'POST /api/module/import': '',
  'POST /api/module/:id': '/document',
};

export function answerModuleBodyErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const bodySchema = request.routeOptions.schema?.body as TSchema | undefined;
    if (!(error.validation && error.validationContext === 'body' && bodySchema)) throw error;
    const at = DOCUMENT_AT[`${request.method} ${request.routeOptions.url ?? ''}`];
    const body = request.body as Record<string, unknown> | null;
    const isObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
    const document = at === '' ? body : isObject(body) ? body?.document : undefined;
    if (at !== undefined && isObject(document)) {
      const problems = shapeProblems(document, at);
      if (problems.length > 0)
        return reply
          .code(400)
          .send({ error: at === '' ? 'import_problems' : 'invalid_request', fields: fieldsOf(problems), problems });
    }
    return reply.code(400).send({ error: 'invalid_request', fields: fieldErrors(bodySchema, request.body) });
  });
}
