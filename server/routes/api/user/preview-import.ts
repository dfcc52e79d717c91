// POST /api/user/preview-import (issue 14): checks a school's list of school and location managers;
// nothing is written. For admins and school managers (the users API's callers), in a school of their
// scope; session only, no school token.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IMPORT_RATE_LIMIT,
  fileErrors,
  uploadSchema,
  uploadValidator,
  userImportUpload,
} from '../../../http/importUpload';
import { SCHOOL_MANAGERS } from '../../../plugins/app/access';
import { UserImportPreview } from '../../../../src/shared/userImport/api';
import { UserUploadBody } from '../../../schemas/userImport';
import { previewUserImport } from '../../../services/userImport/userImport';
import { MULTIPART_LIMITS } from '../../../services/studentImport/upload';

const previewImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  app.post(
    '/api/user/preview-import',
    {
      config: { access: { scope: SCHOOL_MANAGERS }, rateLimit: IMPORT_RATE_LIMIT },
      validatorCompiler: uploadValidator,
      schema: uploadSchema(
        'Check a list of school and location managers; nothing is written',
        UserUploadBody,
        UserImportPreview,
      ),
    },
    async (request, reply) => {
      const ready = await userImportUpload(app.db, request, reply);
      if (!ready || reply.sent) return reply;
      const { upload, target } = ready;
      return fileErrors(reply, () => previewUserImport(app.db, target, upload.file, upload.mapping));
    },
  );
};

export default previewImportRoutes;
