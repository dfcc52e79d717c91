// The staff import (issue 14): POST /api/user/preview-import checks a school's list of school and
// location managers (nothing written); POST /api/user/import writes its valid rows in one
// transaction and sends the new accounts their activation mail. For admins and school managers
// (the users API's callers), in a school of their scope; session only, no school token.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserMapping } from '../../src/shared/userImport';
import { USER_FIELDS } from '../../src/shared/userImport';
import { requireScope, SCHOOL_MANAGERS } from '../plugins/managementScope';
import { UserImportPreview, UserImportResult, StaffUploadBody } from '../schemas/staffImport';
import { actorOf } from './management/actor';
import { previewUserImport, runUserImport } from '../services/userImport/userImport';
import { MULTIPART_LIMITS } from '../services/studentImport/upload';
import { IMPORT_RATE_LIMIT, fileErrors, uploadInScope, uploadSchema, uploadValidator } from './importUpload';

const staffImportRoutes: FastifyPluginAsyncTypebox<{ publicUrl: string }> = async (app, opts) => {
  app.decorateRequest('scope', null);
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  const preHandler = requireScope(SCHOOL_MANAGERS);

  async function prepare(request: FastifyRequest, reply: FastifyReply) {
    const ready = await uploadInScope<UserMapping>(app.db, request, reply, 'staff', USER_FIELDS);
    if (!ready) return null;
    const { upload, scope } = ready;
    const target = { schoolId: scope.schoolId, locations: scope.locations, callerId: request.user!.id };
    return { upload, target };
  }

  app.post(
    '/api/user/preview-import',
    {
      preHandler,
      config: { rateLimit: IMPORT_RATE_LIMIT },
      validatorCompiler: uploadValidator,
      schema: uploadSchema(
        'Check a list of school and location managers; nothing is written',
        StaffUploadBody,
        UserImportPreview,
      ),
    },
    async (request, reply) => {
      const ready = await prepare(request, reply);
      if (!ready || reply.sent) return reply;
      return fileErrors(reply, () => previewUserImport(app.db, ready.target, ready.upload.file, ready.upload.mapping));
    },
  );

  app.post(
    '/api/user/import',
    {
      preHandler,
      config: { rateLimit: IMPORT_RATE_LIMIT },
      validatorCompiler: uploadValidator,
      schema: uploadSchema(
        'Import the valid rows of a staff list in one transaction',
        StaffUploadBody,
        UserImportResult,
      ),
    },
    async (request, reply) => {
      const ready = await prepare(request, reply);
      if (!ready || reply.sent) return reply;
      const { upload, target } = ready;
      const result = await fileErrors(reply, () =>
        runUserImport(app.db, opts.publicUrl, target, actorOf(request), upload.file, upload.mapping),
      );
      if (!reply.sent) app.mail.deliver();
      return result;
    },
  );
};

export default staffImportRoutes;
