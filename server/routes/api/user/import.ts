// POST /api/user/import (issue 14): writes the valid rows of a school's list of school and location
// managers in one transaction and sends the new accounts their activation mail. For admins and school
// managers (the users API's callers), in a school of their scope; session only, no school token.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf } from '../../../http/actor';
import {
  IMPORT_RATE_LIMIT,
  fileErrors,
  uploadSchema,
  uploadValidator,
  userImportUpload,
} from '../../../http/importUpload';
import { SCHOOL_MANAGERS } from '../../../plugins/app/access';
import { UserImportResult } from '../../../../src/shared/userImport/api';
import { UserUploadBody } from '../../../schemas/userImport';
import { runUserImport } from '../../../services/userImport/userImport';
import { MULTIPART_LIMITS } from '../../../services/studentImport/upload';

const importRoutes: FastifyPluginAsyncTypebox<{ publicUrl: string }> = async (app, { publicUrl }) => {
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  app.post(
    '/api/user/import',
    {
      config: { access: { scope: SCHOOL_MANAGERS }, rateLimit: IMPORT_RATE_LIMIT },
      validatorCompiler: uploadValidator,
      schema: uploadSchema(
        'Import the valid rows of a staff list in one transaction',
        UserUploadBody,
        UserImportResult,
      ),
    },
    async (request, reply) => {
      const ready = await userImportUpload(app.db, request, reply);
      if (!ready || reply.sent) return reply;
      const { upload, target } = ready;
      const result = await fileErrors(reply, () =>
        runUserImport(app.db, publicUrl, target, actorOf(request), upload.file, upload.mapping),
      );
      if (!reply.sent) app.mail.deliver();
      return result;
    },
  );
};

export default importRoutes;
