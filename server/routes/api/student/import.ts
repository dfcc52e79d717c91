// POST /api/student/import (issue 14): imports the valid rows of a class list in one transaction and
// mails the new accounts. For managers in their scope, or a school's own system with its
// external-apps token (Authorization: Bearer …); the import is recorded with who made it.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { ColumnMapping } from '../../../../src/shared/studentImport';
import {
  IMPORT_RATE_LIMIT,
  fileErrors,
  uploadInScope,
  uploadSchema,
  uploadValidator,
} from '../../../http/importUpload';
import { ALL_MANAGERS } from '../../../plugins/app/access';
import { ImportResult } from '../../../../src/shared/studentImport/api';
import { UploadBody } from '../../../schemas/studentImport';
import { type Importer, runImport } from '../../../services/studentImport/studentImport';
import { MULTIPART_LIMITS } from '../../../services/studentImport/upload';

/** Who the import is recorded as: the person (and the real one while imitating) or the school's system. */
function importerOf(request: FastifyRequest): Importer {
  if (request.apiToken) return { user: null, apiTokenId: request.apiToken.tokenId, ip: request.ip };
  const user = request.user!;
  return {
    user: { id: user.id, username: user.username },
    imitator: request.imitator ? { id: request.imitator.id, username: request.imitator.username } : null,
    apiTokenId: null,
    ip: request.ip,
  };
}

const importRoutes: FastifyPluginAsyncTypebox<{ publicUrl: string }> = async (app, { publicUrl }) => {
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  app.post(
    '/api/student/import',
    {
      config: { access: { scope: ALL_MANAGERS, schoolToken: true }, rateLimit: IMPORT_RATE_LIMIT },
      validatorCompiler: uploadValidator,
      schema: uploadSchema('Import the valid rows of a class list in one transaction', UploadBody, ImportResult),
    },
    async (request, reply) => {
      const ready = await uploadInScope<ColumnMapping>(app.db, request, reply, 'students');
      if (!ready || reply.sent) return reply;
      const { upload, scope } = ready;
      const result = await fileErrors(reply, () =>
        runImport(app.db, publicUrl, scope, importerOf(request), upload.file, upload.mapping),
      );
      if (!reply.sent) app.mail.deliver();
      return result;
    },
  );
};

export default importRoutes;
