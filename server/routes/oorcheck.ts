// Oorcheck (spec sections 4 and 7): POST /api/oorcheck/start → {start_url, token} and
// GET /api/oorcheck/status/{token} → {status, result}; the built-in test page uses
// POST /api/oorcheck/session/{token}/open, /begin {mode}, GET …/trial.wav (the sound of the current
// trial, mixed here), POST …/answer {response} and GET …/sample.wav. The page never learns the
// digits: the server picks, plays, scores and ends the run. With OORCHECK_PROVIDER_URL set, start and
// status go to the external provider; the token is still recorded here with its owner, so only the
// student who started a session can poll it.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { DIN_MODES, type DinMode } from '../../src/rules/dinTest';
import { ProviderError, startExternal, statusExternal } from '../oorcheck/externalProvider';
import type { OorcheckSettings } from '../oorcheck/settings';
import { requireUser } from '../plugins/app/sessions';
import { answerSessionTrial, beginSessionRun, sampleSound, trialSound } from '../services/oorcheckRun';
import {
  createSession,
  hashToken,
  markStarted,
  recordExternalResult,
  recordExternalSession,
  sessionStatus,
  TOKEN_PATTERN,
} from '../services/oorcheck';

const TokenParams = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', pattern: TOKEN_PATTERN } },
} as const;
const ExternalTokenParams = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', pattern: '^[\\w-]{8,200}$' } },
} as const;

// The client may say which question the test belongs to; nothing else is accepted.
const StartBody = {
  type: 'object',
  additionalProperties: false,
  properties: { question: { type: 'integer', minimum: 1 } },
} as const;

const ModeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['mode'],
  properties: { mode: { type: 'string', enum: DIN_MODES } },
} as const;
const ModeQuery = ModeBody;
// Exactly three digits: the page refuses anything else before it posts.
const AnswerBody = {
  type: 'object',
  additionalProperties: false,
  required: ['response'],
  properties: { response: { type: 'string', pattern: '^[0-9]{3}$' } },
} as const;

type TokenRequest = { Params: { token: string } };

const oorcheckRoutes: FastifyPluginAsync<{ settings: OorcheckSettings }> = async (app, { settings }) => {
  const hours = settings.sessionHours;
  const external = settings.providerUrl !== null;

  app.post('/api/oorcheck/start', { preHandler: requireUser, schema: { body: StartBody } }, async (request, reply) => {
    const userId = request.user!.id;
    if (!external) {
      const token = await createSession(app.db, userId);
      // Relative: the page opens on the origin the student is using (PUBLIC_URL may name another).
      return { start_url: `/oorcheck/?token=${token}`, token };
    }
    try {
      // The provider gets an opaque reference, never the student's name or email.
      const started = await startExternal(settings, hashToken(`${userId}:${Date.now()}`).slice(0, 16));
      await recordExternalSession(app.db, userId, started.token);
      return started;
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      request.log.warn({ err }, 'oorcheck provider failed');
      return reply.code(502).send({ error: 'provider_unavailable' });
    }
  });

  app.get<TokenRequest>(
    '/api/oorcheck/status/:token',
    { preHandler: requireUser, schema: { params: external ? ExternalTokenParams : TokenParams } },
    async (request, reply) => {
      const { token } = request.params;
      const local = await sessionStatus(app.db, request.user!.id, token, hours);
      if (!local) return reply.code(404).send({ error: 'not_found' });
      if (!external) return local;
      try {
        const remote = await statusExternal(settings, token);
        if (!remote) return reply.code(404).send({ error: 'not_found' });
        if (remote.status === 'complete') await recordExternalResult(app.db, request.user!.id, token, remote.result);
        return remote;
      } catch (err) {
        if (!(err instanceof ProviderError)) throw err;
        request.log.warn({ err }, 'oorcheck provider failed');
        return reply.code(502).send({ error: 'provider_unavailable' });
      }
    },
  );

  if (external) return; // the built-in test page's calls exist only for the built-in provider

  app.post<TokenRequest>(
    '/api/oorcheck/session/:token/open',
    { preHandler: requireUser, schema: { params: TokenParams } },
    async (request, reply) => {
      const status = await markStarted(app.db, request.user!.id, request.params.token, hours);
      return status ?? reply.code(404).send({ error: 'not_found' });
    },
  );

  app.post<TokenRequest & { Body: { mode: DinMode } }>(
    '/api/oorcheck/session/:token/begin',
    { preHandler: requireUser, schema: { params: TokenParams, body: ModeBody } },
    async (request, reply) => {
      const begun = await beginSessionRun(app.db, request.user!.id, request.params.token, request.body.mode, hours);
      if (begun.kind === 'not_found') return reply.code(404).send({ error: 'not_found' });
      if (begun.kind === 'finished') return reply.code(409).send({ error: 'already_complete' });
      return begun.progress;
    },
  );

  const wav = (body: Buffer | null, reply: FastifyReply) =>
    body
      ? reply.header('Content-Type', 'audio/wav').header('Cache-Control', 'no-store').send(body)
      : reply.code(404).send({ error: 'not_found' });

  app.get<TokenRequest>(
    '/api/oorcheck/session/:token/trial.wav',
    { preHandler: requireUser, schema: { params: TokenParams } },
    async (request, reply) => wav(await trialSound(app.db, request.user!.id, request.params.token, settings), reply),
  );

  app.get<TokenRequest & { Querystring: { mode: DinMode } }>(
    '/api/oorcheck/session/:token/sample.wav',
    { preHandler: requireUser, schema: { params: TokenParams, querystring: ModeQuery } },
    async (request, reply) =>
      wav(await sampleSound(app.db, request.user!.id, request.params.token, request.query.mode, settings), reply),
  );

  app.post<TokenRequest & { Body: { response: string } }>(
    '/api/oorcheck/session/:token/answer',
    { preHandler: requireUser, schema: { params: TokenParams, body: AnswerBody } },
    async (request, reply) => {
      const answered = await answerSessionTrial(
        app.db,
        request.user!.id,
        request.params.token,
        request.body.response,
        settings,
      );
      if (answered.kind === 'not_found' || answered.kind === 'no_run')
        return reply.code(404).send({ error: 'not_found' });
      if (answered.kind === 'conflict') return reply.code(409).send({ error: 'already_answered' });
      if (answered.kind === 'next') return { done: false, ...answered.progress };
      const { result } = answered.outcome;
      // The threshold is not sent: the page does not show it (its norm for this voice is unconfirmed).
      return result === 'refused'
        ? { done: true, status: 'refused', result: null }
        : { done: true, status: 'complete', result };
    },
  );
};

export default oorcheckRoutes;
