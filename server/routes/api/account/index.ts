// GET /api/account: the logged-in user's Account. With ?_switch_user=NAME a super admin (or an
// account with the imitate flag) starts imitating NAME; with ?_exit=1 the imitation stops.
// The account's own settings are beside this file, one file per URL: change-password.ts,
// set-mfa-type.ts, generate-google-authenticator-secret.ts, google-authenticator-qr-code.ts.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { Account } from '../../../../src/shared/account';
import { errors } from '../../../schemas/common';
import { buildAccount } from '../../../services/account';
import { startImitation, stopImitation } from '../../../services/imitation';

const AccountQuery = Type.Object(
  {
    _switch_user: Type.Optional(Type.String({ minLength: 1, maxLength: 254 })),
    _exit: Type.Optional(Type.String({ maxLength: 10 })),
  },
  { additionalProperties: false },
);

const STATUS = { forbidden: 403, user_not_found: 404, user_not_enabled: 400, invalid_request: 400 } as const;

const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The spec starts imitation with a GET, which the global CSRF check (writes only) lets through:
  // a cross-site link would make a logged-in admin imitate. So the switch needs the X-XSRF-TOKEN
  // header too (the app's axios sends it on every request; a link or <img> cannot).
  function csrfForSwitch(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
    const query = request.query as { _switch_user?: string };
    if (query._switch_user === undefined) return done();
    app.csrfProtection(request, reply, done);
  }

  app.get(
    '/api/account',
    {
      config: { access: 'user' },
      preHandler: csrfForSwitch,
      schema: { querystring: AccountQuery, response: { 200: Account, ...errors(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      const { _switch_user: switchTo, _exit: exit } = request.query;
      if (switchTo !== undefined && exit !== undefined)
        return reply.code(400).send({ error: 'conflicting_parameters' });
      if (exit !== undefined) await stopImitation(request);
      if (switchTo !== undefined) {
        const error = await startImitation(request, switchTo);
        if (error) return reply.code(STATUS[error]).send({ error });
      }
      // Access 'user' guarantees a user.
      reply.header('Cache-Control', 'no-store');
      return buildAccount(app.db, request.user!, request.imitator !== null);
    },
  );
};

export default accountRoutes;
