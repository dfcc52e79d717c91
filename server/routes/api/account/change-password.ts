// POST /api/account/change-password {current_password, new_password}: the logged-in account's own
// password. Refused while imitating; every try costs an argon2 verification, so a few per user per
// window (app.userLimits).
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { overUserLimit } from '../../../plugins/app/userLimits';
import { errors, SuccessBody } from '../../../schemas/common';
import { changePassword } from '../../../services/passwordChanges';

const Password = Type.String({ minLength: 1, maxLength: 1024 });
const ChangeBody = Type.Object({ current_password: Password, new_password: Password }, { additionalProperties: false });

const changePasswordRoutes: FastifyPluginAsyncTypebox<{ pwnedRangeUrl: string | null }> = async (
  app,
  { pwnedRangeUrl },
) => {
  app.post(
    '/api/account/change-password',
    {
      config: { access: 'self' },
      schema: { body: ChangeBody, response: { 200: SuccessBody, ...errors(400, 401, 403, 429) } },
    },
    async (request, reply) => {
      const user = request.user!;
      const { granted, retryAfterSeconds } = await app.userLimits.passwordChange.take(user.id);
      if (granted === 0) return overUserLimit(reply, retryAfterSeconds);
      const { current_password, new_password } = request.body;
      const changed = await changePassword(request, user, current_password, new_password, pwnedRangeUrl);
      return changed.ok ? { success: true } : reply.code(400).send({ error: changed.error });
    },
  );
};

export default changePasswordRoutes;
