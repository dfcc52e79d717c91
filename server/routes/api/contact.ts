// GET /api/contact: the caller's details to start the form with and their school's coordinators;
// POST /api/contact {senderName, school, senderEmail, question}: one question to the operator's
// support address (SUPPORT_EMAIL) and a confirmation to the sender. Every staff role; limited per
// account and per address (429 with retry_after: a flood is slowed, and told so, never dropped).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContactMessage, ContactPage, ContactSent } from '../../../src/shared/management/contact';
import { tooManyRequests } from '../../plugins/app/accountLimits';
import { ALL_MANAGERS, scopeFrom } from '../../plugins/app/access';
import { answerBodyErrorsPerField } from '../../http/fieldErrors';
import { managementErrors, READ_ERRORS } from '../../schemas/management';
import { contactPage, sendContactMessage } from '../../services/contact';
import { actorOf } from '../../http/actor';

const contactRoutes: FastifyPluginAsyncTypebox<{ supportEmail: string }> = async (app, { supportEmail }) => {
  answerBodyErrorsPerField(app);
  const config = { access: { scope: ALL_MANAGERS } };
  app.get('/api/contact', { config, schema: { response: { 200: ContactPage, ...READ_ERRORS } } }, async (request) =>
    contactPage(app.db, scopeFrom(request), request.user!),
  );
  app.post(
    '/api/contact',
    {
      config,
      schema: { body: ContactMessage, response: { 200: ContactSent, ...managementErrors(400, 401, 403, 429) } },
    },
    async (request, reply) => {
      const refusal = await app.limits.contactMessage(request.user!.id, request.ip);
      if (refusal) return tooManyRequests(reply, refusal);
      await sendContactMessage(app, actorOf(request), request.body, supportEmail);
      return { success: true as const };
    },
  );
};

export default contactRoutes;
