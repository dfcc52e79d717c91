// POST /api/student/preview-import (issue 14): checks a class list; nothing is written. For managers
// in their scope, or a school's own system with its external-apps token (Authorization: Bearer …).
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ColumnMapping } from '../../../../src/shared/studentImport';
import {
  IMPORT_RATE_LIMIT,
  fileErrors,
  uploadInScope,
  uploadSchema,
  uploadValidator,
} from '../../../http/importUpload';
import { ALL_MANAGERS } from '../../../plugins/app/access';
import { ImportPreview } from '../../../../src/shared/studentImport/api';
import { UploadBody } from '../../../schemas/studentImport';
import { previewImport } from '../../../services/studentImport/studentImport';
import { MULTIPART_LIMITS } from '../../../services/studentImport/upload';

const previewImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  app.post(
    '/api/student/preview-import',
    {
      config: { access: { scope: ALL_MANAGERS, schoolToken: true }, rateLimit: IMPORT_RATE_LIMIT },
      validatorCompiler: uploadValidator,
      schema: uploadSchema('Check a class list; nothing is written', UploadBody, ImportPreview),
    },
    async (request, reply) => {
      // Every bad file or form ends here as 400 with a code and Dutch text, a school out of reach as 404.
      const ready = await uploadInScope<ColumnMapping>(app.db, request, reply, 'students');
      if (!ready || reply.sent) return reply;
      return fileErrors(reply, () => previewImport(app.db, ready.scope, ready.upload.file, ready.upload.mapping));
    },
  );
};

export default previewImportRoutes;
