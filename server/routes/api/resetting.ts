// A forgotten password, for anyone: POST /api/resetting/reset (mail a reset link), POST
// /api/resetting/set (a reset or activation link sets the password and logs in). A logged-in
// account changes its own in routes/api/account/change-password.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { tooManyRequests } from '../../plugins/app/accountLimits';
import { LoginResponse } from '../../../src/shared/login';
import { ResetRequest, SetPasswordRequest } from '../../../src/shared/resetting';
import { errors, SuccessBody } from '../../schemas/common';
import { requestReset, setPasswordWithToken } from '../../services/passwordChanges';
import { normalUsername } from '../../services/userRows';

export interface ResettingRoutesOptions {
  publicUrl: string;
  pwnedRangeUrl: string | null;
}

const resettingRoutes: FastifyPluginAsyncTypebox<ResettingRoutesOptions> = async (app, opts) => {
  app.post(
    '/api/resetting/reset',
    {
      config: { access: 'public' },
      schema: { body: ResetRequest, response: { 200: SuccessBody, ...errors(400, 403, 429) } },
    },
    async (request, reply) => {
      const sent = await requestReset(app, normalUsername(request.body.email), opts.publicUrl);
      if (!sent.ok)
        return reply
          .code(429)
          .header('Retry-After', String(sent.retryAfter))
          .send({ error: 'reset_limit', retry_after: sent.retryAfter });
      return { success: true };
    },
  );

  app.post(
    '/api/resetting/set',
    // 200: logged in, as after POST /login (2-factor may still be pending).
    {
      config: { access: 'public' },
      schema: { body: SetPasswordRequest, response: { 200: LoginResponse, ...errors(400, 403, 429) } },
    },
    async (request, reply) => {
      const refusal = await app.limits.checkAddress(request.ip);
      if (refusal) return tooManyRequests(reply, refusal);
      const set = await setPasswordWithToken(request, reply, request.body, opts.pwnedRangeUrl);
      return set.ok ? set.body : reply.code(400).send({ error: set.error });
    },
  );
};

export default resettingRoutes;
