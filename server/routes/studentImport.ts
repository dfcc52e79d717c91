// The student import (issue 14): preview a class list (nothing written), import it (all valid rows
// in one transaction), list imports left with rows in error, show one, mark one seen. The preview and
// the import also take a school's external-apps token (Authorization: Bearer …) instead of a session.
import fastifyMultipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ImportFileError } from '../../src/shared/studentImport';
import { requireUser } from '../plugins/app/sessions';
import { effectiveRoles } from '../services/account';
import { bearerToken, schoolForToken } from '../services/studentImport/apiToken';
import {
  type ImportVisibility,
  importDetail,
  incompleteImports,
  markImportSeen,
} from '../services/studentImport/importBatches';
import { type ImportScope, importScope, mayImport, tokenScope } from '../services/studentImport/importScope';
import { type Importer, NoValidRowsError, previewImport, runImport } from '../services/studentImport/studentImport';
import { BadUploadError, MULTIPART_LIMITS, type Upload, readUpload } from '../services/studentImport/upload';

const IdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) }, { additionalProperties: false });

const NO_VALID_ROWS =
  'Geen enkele regel kan worden ingelezen. Bekijk de fouten in het voorbeeld en pas het bestand aan.';
const CONFLICT =
  'Tijdens het inlezen is een van deze leerlingen door iemand anders toegevoegd. Bekijk het voorbeeld opnieuw.';
const SCHOOL_REQUIRED = 'Kies de school waarvoor u leerlingen inleest.';

/** Per token (a school's system) or per address: an import of 10,000 rows takes seconds, not a loop. */
const IMPORT_RATE_LIMIT = {
  max: 20,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    return token ? `import-token:${token.slice(0, 16)}` : `import-ip:${request.ip}`;
  },
};

interface Caller {
  importer: Importer;
  scope: (schoolId: number | null) => Promise<ImportScope | FastifyReply>;
}

const studentImportRoutes: FastifyPluginAsync<{ publicUrl: string }> = async (app, opts) => {
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });

  /** The session user or the school's system; null when a reply (401/403) was sent. */
  async function caller(request: FastifyRequest, reply: FastifyReply): Promise<Caller | null> {
    if (request.headers.authorization !== undefined) {
      const token = bearerToken(request.headers.authorization);
      const found = token ? await schoolForToken(app.db, token) : null;
      if (!found) {
        await reply.code(401).send({ error: 'invalid_token' });
        return null;
      }
      return {
        importer: { user: null, apiTokenId: found.tokenId, ip: request.ip },
        scope: async (schoolId) =>
          schoolId !== null && schoolId !== found.schoolId
            ? reply.code(404).send({ error: 'school_not_found' })
            : tokenScope(app.db, found.schoolId),
      };
    }
    if (await requireUser(request, reply)) return null;
    const user = request.user!;
    if (!mayImport(user)) {
      await reply.code(403).send({ error: 'forbidden' });
      return null;
    }
    return {
      importer: {
        user: { id: user.id, username: user.username },
        imitator: request.imitator ? { id: request.imitator.id, username: request.imitator.username } : null,
        apiTokenId: null,
        ip: request.ip,
      },
      scope: async (schoolId) => {
        const scope = await importScope(app.db, user, schoolId);
        if (!('error' in scope)) return scope;
        if (scope.error === 'forbidden') return reply.code(403).send({ error: 'forbidden' });
        if (scope.error === 'school_required')
          return reply.code(400).send({ error: 'school_required', message: SCHOOL_REQUIRED });
        return reply.code(404).send({ error: 'school_not_found' });
      },
    };
  }

  /** Parses the upload and finds the school; every bad file ends here as 400 with a code and Dutch text. */
  async function prepare(request: FastifyRequest, reply: FastifyReply) {
    const who = await caller(request, reply);
    if (!who) return null;
    let upload: Upload;
    try {
      upload = await readUpload(request);
    } catch (err) {
      if (err instanceof ImportFileError) return reply.code(400).send({ error: err.code, message: err.message });
      if (err instanceof BadUploadError) return reply.code(400).send({ error: 'invalid_request' });
      throw err;
    }
    const scope = await who.scope(upload.schoolId);
    if (!('schoolId' in scope)) return null;
    return { who, upload, scope };
  }

  async function fileErrors<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof ImportFileError) return reply.code(400).send({ error: err.code, message: err.message });
      if (err instanceof NoValidRowsError)
        return reply.code(400).send({ error: 'no_valid_rows', message: NO_VALID_ROWS });
      if ((err as { code?: string }).code === '23505')
        return reply.code(409).send({ error: 'import_conflict', message: CONFLICT });
      throw err;
    }
  }

  app.post('/api/student/preview-import', { config: { rateLimit: IMPORT_RATE_LIMIT } }, async (request, reply) => {
    const ready = await prepare(request, reply);
    if (!ready || reply.sent) return reply;
    return fileErrors(reply, () => previewImport(app.db, ready.scope, ready.upload.file, ready.upload.mapping));
  });

  app.post('/api/student/import', { config: { rateLimit: IMPORT_RATE_LIMIT } }, async (request, reply) => {
    const ready = await prepare(request, reply);
    if (!ready || reply.sent) return reply;
    const { who, upload, scope } = ready;
    const result = await fileErrors(reply, () =>
      runImport(app.db, opts.publicUrl, scope, who.importer, upload.file, upload.mapping),
    );
    if (!reply.sent) app.mail.deliver();
    return result;
  });

  /** Staff who may see imports (not a school's system: these pages are for people). */
  async function visibility(request: FastifyRequest, reply: FastifyReply): Promise<ImportVisibility | null> {
    if (await requireUser(request, reply)) return null;
    const user = request.user!;
    if (!mayImport(user)) {
      await reply.code(403).send({ error: 'forbidden' });
      return null;
    }
    const all = effectiveRoles(user.roles).includes('ROLE_ADMIN');
    const schoolIds = (user.managing_schools as unknown[]).filter((v): v is number => Number.isInteger(v));
    return { all, schoolIds, ownUserId: user.id };
  }

  app.get('/api/student/imports/incomplete', async (request, reply) => {
    const v = await visibility(request, reply);
    if (!v) return reply;
    return { items: await incompleteImports(app.db, v) };
  });

  app.get<{ Params: { id: string } }>(
    '/api/student/imports/:id',
    { schema: { params: IdParams } },
    async (request, reply) => {
      const v = await visibility(request, reply);
      if (!v) return reply;
      const detail = await importDetail(app.db, v, Number(request.params.id));
      return detail ?? reply.code(404).send({ error: 'import_not_found' });
    },
  );

  // The spec names PUT; POST is accepted too (the brief of the management site uses it).
  for (const method of ['PUT', 'POST'] as const) {
    app.route<{ Params: { id: string } }>({
      method,
      url: '/api/student/imports/:id/seen',
      schema: { params: IdParams },
      handler: async (request, reply) => {
        const v = await visibility(request, reply);
        if (!v) return reply;
        const user = request.imitator ?? request.user!;
        const ok = await markImportSeen(
          app.db,
          v,
          Number(request.params.id),
          { id: user.id, username: user.username },
          request.ip,
        );
        return ok ? { ok: true } : reply.code(404).send({ error: 'import_not_found' });
      },
    });
  }
};

export default studentImportRoutes;
