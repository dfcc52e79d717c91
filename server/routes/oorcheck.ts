// Oorcheck (spec sections 4 and 7): POST /api/oorcheck/start → {start_url, token} and
// GET /api/oorcheck/status/{token} → {status, result}; the built-in test page uses
// POST /api/oorcheck/session/{token}/open and /complete. With OORCHECK_PROVIDER_URL set, start and
// status go to the external provider; the token is still recorded here with its owner, so only the
// student who started a session can poll it.
import type { FastifyPluginAsync } from 'fastify';
import { TRIPLET_COUNT, MAX_FIRST_REPEATS, type Trial } from '../../src/features/oorcheck/dinTest';
import { ProviderError, startExternal, statusExternal } from '../oorcheck/externalProvider';
import type { OorcheckSettings } from '../oorcheck/settings';
import { requireUser } from '../plugins/sessions';
import { completeSession, createSession, hashToken, markStarted, recordExternalResult, recordExternalSession, sessionStatus, TOKEN_PATTERN } from '../services/oorcheck';

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

const digit = { type: 'integer', minimum: 0, maximum: 9 } as const;
const CompleteBody = {
  type: 'object',
  additionalProperties: false,
  required: ['trials'],
  properties: {
    trials: {
      type: 'array',
      maxItems: TRIPLET_COUNT + MAX_FIRST_REPEATS,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['digits', 'response', 'snr'],
        properties: {
          digits: { type: 'array', minItems: 3, maxItems: 3, items: digit },
          response: { type: 'string', maxLength: 20 },
          snr: { type: 'number', minimum: -30, maximum: 30 },
        },
      },
    },
  },
} as const;

type TokenRequest = { Params: { token: string } };

const oorcheckRoutes: FastifyPluginAsync<{ settings: OorcheckSettings }> = async (app, { settings }) => {
  const hours = settings.sessionHours;
  const external = settings.providerUrl !== null;

  app.post('/api/oorcheck/start', { preHandler: requireUser, schema: { body: StartBody } }, async (request, reply) => {
    const userId = request.user!.id;
    if (!external) {
      const token = await createSession(app.db, userId);
      return { start_url: `${settings.publicUrl}/oorcheck/?token=${token}`, token };
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

  app.post<TokenRequest>('/api/oorcheck/session/:token/open', { preHandler: requireUser, schema: { params: TokenParams } }, async (request, reply) => {
    const status = await markStarted(app.db, request.user!.id, request.params.token, hours);
    return status ?? reply.code(404).send({ error: 'not_found' });
  });

  app.post<TokenRequest & { Body: { trials: Trial[] } }>(
    '/api/oorcheck/session/:token/complete',
    { preHandler: requireUser, schema: { params: TokenParams, body: CompleteBody } },
    async (request, reply) => {
      const done = await completeSession(app.db, request.user!.id, request.params.token, request.body.trials, hours);
      if (done.kind === 'not_found') return reply.code(404).send({ error: 'not_found' });
      if (done.kind === 'already_complete') return reply.code(409).send({ error: 'already_complete' });
      if (done.kind === 'invalid') return reply.code(400).send({ error: 'invalid_request' });
      return { status: 'complete', result: done.outcome.result, threshold: done.outcome.srt };
    },
  );
};

export default oorcheckRoutes;
