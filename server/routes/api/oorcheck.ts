// Oorcheck (docs/product.md §4 and §7): POST /api/oorcheck/start → {start_url, token} and
// GET /api/oorcheck/status/{token} → {status, result}; the built-in test page uses
// POST /api/oorcheck/session/{token}/open, /begin {mode}, GET …/trial.wav (the sound of the current
// trial, mixed here), POST …/answer {response} and GET …/sample.wav. The page never learns the
// digits: the server picks, plays, scores and ends the run. With OORCHECK_PROVIDER_URL set, start and
// status go to the external provider; the token is still recorded here with its owner, so only the
// student who started a session can poll it.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { OorcheckStartResponse, OorcheckStatusResponse } from '../../../src/shared/oorcheck';
import { DIN_MODES } from '../../../src/rules/dinTest';
import { ProviderError, startExternal, statusExternal } from '../../oorcheck/externalProvider';
import type { OorcheckSettings } from '../../oorcheck/settings';
import { errors, fileResponse, oneOf } from '../../schemas/common';
import { answerSessionTrial, beginSessionRun, sampleSound, trialSound } from '../../services/oorcheck/run';
import {
  createSession,
  hashToken,
  markStarted,
  recordExternalResult,
  recordExternalSession,
  sessionStatus,
  TOKEN_PATTERN,
} from '../../services/oorcheck/session';

const TokenParams = Type.Object({ token: Type.String({ pattern: TOKEN_PATTERN }) });
const ExternalTokenParams = Type.Object({ token: Type.String({ pattern: '^[\\w-]{8,200}$' }) });

// The client may say which question the test belongs to; nothing else is accepted.
const StartBody = Type.Object(
  { question: Type.Optional(Type.Integer({ minimum: 1 })) },
  { additionalProperties: false },
);

const ModeBody = Type.Object({ mode: oneOf(DIN_MODES) }, { additionalProperties: false });
const ModeQuery = ModeBody;
// Exactly three digits: the page refuses anything else before it posts.
const AnswerBody = Type.Object({ response: Type.String({ pattern: '^[0-9]{3}$' }) }, { additionalProperties: false });

const progressFields = { round: Type.Integer(), total: Type.Integer(), repeat: Type.Boolean() };
const Progress = Type.Object(progressFields);
const AnswerResponse = Type.Union([
  Type.Object({ done: Type.Literal(false), ...progressFields }),
  Type.Object({
    done: Type.Literal(true),
    status: oneOf(['complete', 'refused'] as const),
    result: Type.Union([Type.String(), Type.Null()]),
  }),
]);
const wavResponse = fileResponse('The sound (WAV).', 'audio/wav');

const oorcheckRoutes: FastifyPluginAsyncTypebox<{ settings: OorcheckSettings }> = async (app, { settings }) => {
  const hours = settings.sessionHours;
  const external = settings.providerUrl !== null;
  const config = { access: 'user' } as const;

  app.post(
    '/api/oorcheck/start',
    {
      config,
      schema: { body: StartBody, response: { 200: OorcheckStartResponse, ...errors(400, 401, 403, 502) } },
    },
    async (request, reply) => {
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
    },
  );

  app.get(
    '/api/oorcheck/status/:token',
    {
      config,
      schema: {
        params: external ? ExternalTokenParams : TokenParams,
        response: { 200: OorcheckStatusResponse, ...errors(400, 401, 404, 502) },
      },
    },
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

  app.post(
    '/api/oorcheck/session/:token/open',
    {
      config,
      schema: { params: TokenParams, response: { 200: OorcheckStatusResponse, ...errors(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      const status = await markStarted(app.db, request.user!.id, request.params.token, hours);
      return status ?? reply.code(404).send({ error: 'not_found' });
    },
  );

  app.post(
    '/api/oorcheck/session/:token/begin',
    {
      config,
      schema: { params: TokenParams, body: ModeBody, response: { 200: Progress, ...errors(400, 401, 403, 404, 409) } },
    },
    async (request, reply) => {
      const begun = await beginSessionRun(
        app.db,
        request.user!.id,
        request.params.token,
        request.body.mode,
        hours,
        settings.rounds,
      );
      if (begun.kind === 'not_found') return reply.code(404).send({ error: 'not_found' });
      if (begun.kind === 'finished') return reply.code(409).send({ error: 'already_complete' });
      return begun.progress;
    },
  );

  const wav = (body: Buffer | null, reply: FastifyReply) =>
    body
      ? reply.header('Content-Type', 'audio/wav').header('Cache-Control', 'no-store').send(body)
      : reply.code(404).send({ error: 'not_found' });

  app.get(
    '/api/oorcheck/session/:token/trial.wav',
    {
      config,
      schema: { params: TokenParams, response: { 200: wavResponse, ...errors(400, 401, 404) } },
    },
    async (request, reply) => wav(await trialSound(app.db, request.user!.id, request.params.token, settings), reply),
  );

  app.get(
    '/api/oorcheck/session/:token/sample.wav',
    {
      config,
      schema: { params: TokenParams, querystring: ModeQuery, response: { 200: wavResponse, ...errors(400, 401, 404) } },
    },
    async (request, reply) =>
      wav(await sampleSound(app.db, request.user!.id, request.params.token, request.query.mode, settings), reply),
  );

  app.post(
    '/api/oorcheck/session/:token/answer',
    {
      config,
      schema: {
        params: TokenParams,
        body: AnswerBody,
        response: { 200: AnswerResponse, ...errors(400, 401, 403, 404, 409) },
      },
    },
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
      if (answered.kind === 'next') return { done: false as const, ...answered.progress };
      const { result } = answered.outcome;
      // The threshold is not sent: the page does not show it (its norm for this voice is unconfirmed).
      return result === 'refused'
        ? { done: true as const, status: 'refused' as const, result: null }
        : { done: true as const, status: 'complete' as const, result };
    },
  );
};

export default oorcheckRoutes;
