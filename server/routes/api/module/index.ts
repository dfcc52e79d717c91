// The module editor (issue 33), admins only: GET/POST /api/module, GET/POST /api/module/{id} (the draft;
// ETag and If-Match carry its revision), …/check, …/publish, …/versions, …/versions/{v},
// …/versions/{a}/compare/{b}, …/versions/{v}/restore, …/export and …/examples (saving one carries the
// draft's revision in If-Match too: services/moduleEditor/examples.ts). Contract:
// src/shared/management/module*.ts; rules: docs/architecture.md (Management site, module editor).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, SuccessResponse } from '../../../../src/shared/management/common';
import {
  ModuleDocument,
  ModuleDraft,
  ModuleDraftInput,
  ModuleList,
  NewModule,
  PublishedVersion,
} from '../../../../src/shared/management/module';
import { ExampleInput, ModuleExample, ModuleExampleList } from '../../../../src/shared/management/moduleExample';
import {
  ContentCheckAnswer,
  ModuleComparison,
  ModuleVersionContent,
  ModuleVersionList,
  PublishInput,
} from '../../../../src/shared/management/moduleVersion';
import { ADMINS } from '../../../plugins/app/access';
import { actorOf } from '../../../http/actor';
import { answerDraft } from '../../../http/draftReply';
import { etagOf, requireIfMatch } from '../../../http/ifMatch';
import { answerModuleBodyErrors } from '../../../http/moduleBodyErrors';
import { answer, answerDeleted } from '../../../http/reply';
import {
  CompareParams,
  ExampleParams,
  ExportQuery,
  MODULE_READ_ERRORS,
  MODULE_WRITE_ERRORS,
  VersionParams,
} from '../../../schemas/module';
import { checkDraft } from '../../../services/moduleEditor/check';
import { readDraft } from '../../../services/moduleEditor/draft';
import { createModule, listModules, saveDraft } from '../../../services/moduleEditor/drafts';
import { deleteExample, listExamples, saveExample } from '../../../services/moduleEditor/examples';
import { publishDraft, restoreVersion, type ReleaseOutcome } from '../../../services/moduleEditor/release';
import { exportDocument } from '../../../services/moduleEditor/transfer';
import { compareVersions, documentAt, listVersions } from '../../../services/moduleEditor/versions';
import type { FastifyReply } from 'fastify';

const which = (v: string): number | 'draft' => (v === 'draft' ? 'draft' : Number(v));

function answerRelease(reply: FastifyReply, outcome: ReleaseOutcome) {
  if (!outcome.ok && 'body' in outcome) return reply.code(outcome.status).send(outcome.body);
  return answerDraft(reply, outcome);
}

const moduleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  answerModuleBodyErrors(app);
  const config = { access: { scope: ADMINS } };
  const notFound = (reply: FastifyReply) => reply.code(404).send({ error: 'module_not_found' });

  app.get('/api/module', { config, schema: { response: { 200: ModuleList, ...MODULE_READ_ERRORS } } }, async () => ({
    items: await listModules(app.db),
  }));
  app.post(
    '/api/module',
    { config, schema: { body: NewModule, response: { 200: ModuleDraft, ...MODULE_WRITE_ERRORS } } },
    async (request, reply) => {
      const outcome = await createModule(app.db, actorOf(request), request.body);
      if (outcome.ok) void reply.header('ETag', etagOf(outcome.value.revision));
      return answer(reply, outcome);
    },
  );
  app.get(
    '/api/module/:id',
    { config, schema: { params: IdParam, response: { 200: ModuleDraft, ...MODULE_READ_ERRORS } } },
    async (request, reply) => {
      const draft = await readDraft(app.db, Number(request.params.id));
      if (!draft) return notFound(reply);
      return reply.header('ETag', etagOf(draft.revision)).send(draft);
    },
  );
  app.post(
    '/api/module/:id',
    {
      config,
      bodyLimit: 2 * 1024 * 1024,
      schema: { params: IdParam, body: ModuleDraftInput, response: { 200: ModuleDraft, ...MODULE_WRITE_ERRORS } },
    },
    async (request, reply) => {
      const revision = requireIfMatch(request, reply);
      if (revision === null) return reply;
      const id = Number(request.params.id);
      return answerDraft(
        reply,
        await saveDraft(app.db, actorOf(request), id, revision, request.body.document, request.body.examples),
      );
    },
  );
  app.get(
    '/api/module/:id/check',
    { config, schema: { params: IdParam, response: { 200: ContentCheckAnswer, ...MODULE_READ_ERRORS } } },
    async (request, reply) => answer(reply, await checkDraft(app.db, Number(request.params.id))),
  );
  app.post(
    '/api/module/:id/publish',
    {
      config,
      schema: { params: IdParam, body: PublishInput, response: { 200: PublishedVersion, ...MODULE_WRITE_ERRORS } },
    },
    async (request, reply) => {
      const revision = requireIfMatch(request, reply);
      if (revision === null) return reply;
      const confirm = request.body.confirmChangedExamples ?? false;
      return answerRelease(
        reply,
        await publishDraft(app.db, actorOf(request), Number(request.params.id), revision, confirm),
      );
    },
  );
  app.get(
    '/api/module/:id/versions',
    { config, schema: { params: IdParam, response: { 200: ModuleVersionList, ...MODULE_READ_ERRORS } } },
    async (request, reply) => {
      const id = Number(request.params.id);
      const outcome = await listVersions(app.db, id);
      return outcome.ok ? { id, items: outcome.value } : answer(reply, outcome);
    },
  );
  app.get(
    '/api/module/:id/versions/:v',
    { config, schema: { params: VersionParams, response: { 200: ModuleVersionContent, ...MODULE_READ_ERRORS } } },
    async (request, reply) => {
      const id = Number(request.params.id);
      const version = Number(request.params.v);
      const document = await documentAt(app.db, id, version);
      return document ? { id, version, document } : reply.code(404).send({ error: 'module_version_not_found' });
    },
  );
  app.get(
    '/api/module/:id/versions/:v/compare/:b',
    { config, schema: { params: CompareParams, response: { 200: ModuleComparison, ...MODULE_READ_ERRORS } } },
    async (request, reply) => {
      const { id, v, b } = request.params;
      return answer(reply, await compareVersions(app.db, Number(id), which(v), which(b)));
    },
  );
  app.post(
    '/api/module/:id/versions/:v/restore',
    {
      config,
      schema: {
        params: VersionParams,
        body: PublishInput,
        response: { 200: PublishedVersion, ...MODULE_WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const revision = requireIfMatch(request, reply);
      if (revision === null) return reply;
      const { id, v } = request.params;
      const confirm = request.body.confirmChangedExamples ?? false;
      return answerRelease(
        reply,
        await restoreVersion(app.db, actorOf(request), Number(id), Number(v), revision, confirm),
      );
    },
  );
  app.get(
    '/api/module/:id/export',
    {
      config,
      schema: { params: IdParam, querystring: ExportQuery, response: { 200: ModuleDocument, ...MODULE_READ_ERRORS } },
    },
    async (request, reply) => {
      const version = request.query.version;
      const document = await exportDocument(app.db, Number(request.params.id), version ? Number(version) : 'draft');
      if (!document) return version ? reply.code(404).send({ error: 'module_version_not_found' }) : notFound(reply);
      const name = `${document.module.name}${version ? `-v${version}` : ''}.json`;
      return reply.header('Content-Disposition', `attachment; filename="${name}"`).send(document);
    },
  );
  app.get(
    '/api/module/:id/examples',
    { config, schema: { params: IdParam, response: { 200: ModuleExampleList, ...MODULE_READ_ERRORS } } },
    async (request, reply) => {
      const outcome = await listExamples(app.db, Number(request.params.id));
      return outcome.ok ? { items: outcome.value } : answer(reply, outcome);
    },
  );
  app.post(
    '/api/module/:id/examples',
    {
      config,
      schema: { params: IdParam, body: ExampleInput, response: { 200: ModuleExample, ...MODULE_WRITE_ERRORS } },
    },
    async (request, reply) => {
      const revision = requireIfMatch(request, reply);
      if (revision === null) return reply;
      const id = Number(request.params.id);
      return answerDraft(reply, await saveExample(app.db, actorOf(request), id, null, revision, request.body));
    },
  );
  app.post(
    '/api/module/:id/examples/:exampleId',
    {
      config,
      schema: { params: ExampleParams, body: ExampleInput, response: { 200: ModuleExample, ...MODULE_WRITE_ERRORS } },
    },
    async (request, reply) => {
      const revision = requireIfMatch(request, reply);
      if (revision === null) return reply;
      const { id, exampleId } = request.params;
      const saved = await saveExample(app.db, actorOf(request), Number(id), Number(exampleId), revision, request.body);
      return answerDraft(reply, saved);
    },
  );
  app.delete(
    '/api/module/:id/examples/:exampleId',
    { config, schema: { params: ExampleParams, response: { 200: SuccessResponse, ...MODULE_WRITE_ERRORS } } },
    async (request, reply) => {
      const { id, exampleId } = request.params;
      return answerDeleted(reply, await deleteExample(app.db, actorOf(request), Number(id), Number(exampleId)));
    },
  );
};

export default moduleRoutes;
