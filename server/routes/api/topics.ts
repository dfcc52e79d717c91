// Topics (issue 33, spec §7): GET /api/topics, GET /api/topics/{id}, POST /api/topics (new),
// POST /api/topics/{id} (change), DELETE /api/topics/{id}, POST /api/topics/{id}/move/{target}.
// Admins only (super admin, admin). A change is live at once (services/topic.ts says why); every read
// answers the list's revision as its ETag and every write needs it in If-Match (409 when stale).
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { IdParam } from '../../../src/shared/management/common';
import { Deleted, MoveParams } from '../../../src/shared/management/slide';
import { Topic, TopicBody, TopicList } from '../../../src/shared/management/topic';
import { actorOf } from '../../http/actor';
import { answerBodyErrorsPerField } from '../../http/fieldErrors';
import { etagOf, requireIfMatch } from '../../http/ifMatch';
import { ADMINS } from '../../plugins/app/access';
import { managementErrors, READ_ERRORS } from '../../schemas/management';
import type { Outcome } from '../../services/outcome';
import { createTopic, deleteTopic, getTopic, listTopics, moveTopic, updateTopic } from '../../services/topic';

const WRITE = managementErrors(400, 401, 403, 404, 409, 428);

/** The outcome's answer with the list's new revision as the ETag, or its refusal. */
function withEtag<V extends { revision: number }, T>(
  reply: FastifyReply,
  outcome: Outcome<V>,
  pick: (value: V) => T,
): T | FastifyReply {
  if (!outcome.ok) return reply.code(outcome.status).send({ error: outcome.error });
  void reply.header('ETag', etagOf(outcome.value.revision));
  return pick(outcome.value);
}

const topicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  answerBodyErrorsPerField(app);
  const config = { access: { scope: ADMINS } };
  app.get(
    '/api/topics',
    { config, schema: { response: { 200: TopicList, ...READ_ERRORS } } },
    async (_request, reply) => {
      const { items, revision } = await listTopics(app.db);
      void reply.header('ETag', etagOf(revision));
      return { items };
    },
  );
  app.get(
    '/api/topics/:id',
    { config, schema: { params: IdParam, response: { 200: Topic, ...READ_ERRORS } } },
    async (request, reply) => {
      const found = await getTopic(app.db, Number(request.params.id));
      return withEtag(reply, found, (v) => v.topic);
    },
  );
  app.post(
    '/api/topics',
    { config, schema: { body: TopicBody, response: { 200: Topic, ...WRITE } } },
    async (request, reply) => {
      const revision = requireIfMatch(request, reply);
      if (revision === null) return reply;
      const done = await createTopic(app.db, actorOf(request), revision, request.body);
      return withEtag(reply, done, (v) => v.topic);
    },
  );
  app.post(
    '/api/topics/:id',
    { config, schema: { params: IdParam, body: TopicBody, response: { 200: Topic, ...WRITE } } },
    async (request, reply) => {
      const revision = requireIfMatch(request, reply);
      if (revision === null) return reply;
      const done = await updateTopic(app.db, actorOf(request), revision, Number(request.params.id), request.body);
      return withEtag(reply, done, (v) => v.topic);
    },
  );
  app.delete(
    '/api/topics/:id',
    { config, schema: { params: IdParam, response: { 200: Deleted, ...WRITE } } },
    async (request, reply) => {
      const revision = requireIfMatch(request, reply);
      if (revision === null) return reply;
      const done = await deleteTopic(app.db, actorOf(request), revision, Number(request.params.id));
      return withEtag(reply, done, () => ({ success: true as const }));
    },
  );
  app.post(
    '/api/topics/:id/move/:target',
    {
      config,
      schema: { params: MoveParams, body: Type.Optional(Type.Object({})), response: { 200: TopicList, ...WRITE } },
    },
    async (request, reply) => {
      const revision = requireIfMatch(request, reply);
      if (revision === null) return reply;
      const id = Number(request.params.id);
      const done = await moveTopic(app.db, actorOf(request), revision, id, Number(request.params.target));
      if (!done.ok) return reply.code(done.status).send({ error: done.error });
      const { items, revision: now } = await listTopics(app.db);
      void reply.header('ETag', etagOf(now));
      return { items };
    },
  );
};

export default topicRoutes;
