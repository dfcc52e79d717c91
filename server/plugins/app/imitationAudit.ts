// Every request answered while imitating goes into the audit log with both users (the imitation
// itself starts and stops in services/imitation.ts).
import type { FastifyInstance } from 'fastify';
import { audit } from '../../services/audit';
import { userRef } from '../../services/imitation';

export function registerImitationAudit(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const real = request.imitator;
    const imitated = request.user;
    if (!real || !imitated) return;
    try {
      await audit(app.db, {
        action: 'imitated_request',
        actor: userRef(real),
        subject: userRef(imitated),
        detail: { method: request.method, url: request.url.split('?')[0], status: reply.statusCode },
        ip: request.ip,
      });
    } catch (err) {
      request.log.error({ err }, 'audit log write failed');
    }
  });
}
