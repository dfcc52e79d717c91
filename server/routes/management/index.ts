// The management API (issue 14; docs/product.md §7, "Defined for management screens"). Every route
// here runs requireScope (plugins/managementScope.ts) and passes the scope to one service call.
// A body that fails its schema answers 400 invalid_request with the Dutch message per field
// (src/shared/management/messages.ts), the same words the /beheer/ forms show.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import { fieldErrors } from '../../../src/shared/management/validate';
import alertRoutes from './alerts';
import auditLogRoutes from './auditLog';
import configRoutes from './config';
import contactRoutes from './contact';
import erasureRequestRoutes from './erasureRequests';
import lessonRoutes from './lessons';
import locationRoutes from './locations';
import schoolRoutes from './schools';
import schoolYearRoutes from './schoolYears';
import studentRoutes from './students';
import userRoutes from './users';

export interface ManagementOptions {
  publicUrl: string;
  /** The operator's support address (SUPPORT_EMAIL), where the contact form sends its questions. */
  supportEmail: string;
}

const managementRoutes: FastifyPluginAsyncTypebox<ManagementOptions> = async (app, opts) => {
  app.decorateRequest('scope', null);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const bodySchema = request.routeOptions.schema?.body as TSchema | undefined;
    if (error.validation && error.validationContext === 'body' && bodySchema)
      return reply.code(400).send({ error: 'invalid_request', fields: fieldErrors(bodySchema, request.body) });
    // Everything else: the app's own handler (plugins/errors.ts).
    throw error;
  });
  await app.register(configRoutes);
  await app.register(userRoutes, opts);
  await app.register(alertRoutes);
  await app.register(schoolRoutes);
  await app.register(locationRoutes);
  await app.register(schoolYearRoutes);
  await app.register(studentRoutes, opts);
  await app.register(erasureRequestRoutes);
  await app.register(auditLogRoutes);
  await app.register(contactRoutes, opts);
  await app.register(lessonRoutes);
};

export default managementRoutes;
